import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

/** Numbered steps: the grading process, how a trade-in or a warranty claim goes. */
export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: { uk: 'Кроки', en: 'Steps' }, plural: { uk: 'Кроки', en: 'Steps' } },
  fields: [
    headingField,
    { name: 'intro', type: 'textarea', label: { uk: 'Вступ', en: 'Intro' } },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: { uk: 'Крок', en: 'Step' }, plural: { uk: 'Кроки', en: 'Steps' } },
      fields: [
        { name: 'title', type: 'text', required: true, label: { uk: 'Назва', en: 'Title' } },
        { name: 'text', type: 'textarea', label: { uk: 'Текст', en: 'Text' } },
      ],
    },
    anchorField,
  ],
}

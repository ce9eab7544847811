import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: { uk: 'Форматований текст', en: 'Rich text' },
    plural: { uk: 'Форматовані тексти', en: 'Rich texts' },
  },
  fields: [
    headingField,
    { name: 'content', type: 'richText', required: true, label: { uk: 'Текст', en: 'Content' } },
    anchorField,
  ],
}

import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

export const FactsBlock: Block = {
  slug: 'facts',
  interfaceName: 'FactsBlock',
  labels: { singular: { uk: 'Факти', en: 'Facts' }, plural: { uk: 'Факти', en: 'Facts' } },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: { uk: 'Факт', en: 'Fact' }, plural: { uk: 'Факти', en: 'Facts' } },
      fields: [
        { name: 'value', type: 'text', required: true, label: { uk: 'Значення', en: 'Value' } },
        { name: 'label', type: 'text', required: true, label: { uk: 'Підпис', en: 'Label' } },
      ],
    },
    anchorField,
  ],
}

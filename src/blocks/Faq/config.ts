import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: { uk: 'Питання й відповіді', en: 'FAQ' }, plural: { uk: 'Питання й відповіді', en: 'FAQs' } },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: { uk: 'Питання', en: 'Question' }, plural: { uk: 'Питання', en: 'Questions' } },
      fields: [
        { name: 'question', type: 'text', required: true, label: { uk: 'Питання', en: 'Question' } },
        { name: 'answer', type: 'textarea', required: true, label: { uk: 'Відповідь', en: 'Answer' } },
      ],
    },
    anchorField,
  ],
}

import type { Block } from 'payload'

import { anchorField } from '@/fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { uk: 'Форматований текст', en: 'Rich text' }, plural: { uk: 'Форматовані тексти', en: 'Rich texts' } },
  fields: [
    { name: 'heading', type: 'text', label: { uk: 'Заголовок', en: 'Heading' } },
    { name: 'content', type: 'richText', required: true, label: { uk: 'Текст', en: 'Content' } },
    anchorField,
  ],
}

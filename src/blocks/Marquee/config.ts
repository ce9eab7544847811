import type { Block } from 'payload'

export const MarqueeBlock: Block = {
  slug: 'marquee',
  interfaceName: 'MarqueeBlock',
  labels: { singular: { uk: 'Біжучий рядок', en: 'Marquee' }, plural: { uk: 'Біжучі рядки', en: 'Marquees' } },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: { uk: 'Фраза', en: 'Phrase' }, plural: { uk: 'Фрази', en: 'Phrases' } },
      fields: [{ name: 'text', type: 'text', required: true, label: { uk: 'Текст', en: 'Text' } }],
    },
  ],
}

import type { Block } from 'payload'

import { actionFields, anchorField, requiredHeadingField } from '@/fields'

/** About us, mission, manifest, social mission: a heading, text and an optional image. */
export const TextSectionBlock: Block = {
  slug: 'textSection',
  interfaceName: 'TextSectionBlock',
  labels: {
    singular: { uk: 'Текстова секція', en: 'Text section' },
    plural: { uk: 'Текстові секції', en: 'Text sections' },
  },
  fields: [
    { name: 'eyebrow', type: 'text', label: { uk: 'Надзаголовок', en: 'Eyebrow' } },
    requiredHeadingField,
    {
      name: 'paragraphs',
      type: 'array',
      labels: { singular: { uk: 'Абзац', en: 'Paragraph' }, plural: { uk: 'Абзаци', en: 'Paragraphs' } },
      fields: [{ name: 'text', type: 'textarea', required: true, label: { uk: 'Текст', en: 'Text' } }],
    },
    {
      name: 'bullets',
      type: 'array',
      labels: { singular: { uk: 'Пункт', en: 'Bullet' }, plural: { uk: 'Пункти', en: 'Bullets' } },
      fields: [{ name: 'text', type: 'text', required: true, label: { uk: 'Текст', en: 'Text' } }],
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { uk: 'Зображення', en: 'Image' } },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'plain',
      label: { uk: 'Вигляд', en: 'Variant' },
      options: [
        { label: { uk: 'Звичайний', en: 'Plain' }, value: 'plain' },
        { label: { uk: 'Акцентний', en: 'Accent' }, value: 'accent' },
        { label: { uk: 'Маніфест', en: 'Manifest' }, value: 'manifest' },
      ],
    },
    ...actionFields(),
    anchorField,
  ],
}

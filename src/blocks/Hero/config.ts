import type { Block } from 'payload'

import { actionFields, anchorField, requiredHeadingField } from '@/fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { uk: 'Головний банер', en: 'Hero' }, plural: { uk: 'Головні банери', en: 'Heroes' } },
  fields: [
    { name: 'eyebrow', type: 'text', label: { uk: 'Надзаголовок', en: 'Eyebrow' } },
    requiredHeadingField,
    { name: 'text', type: 'textarea', label: { uk: 'Текст', en: 'Text' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { uk: 'Зображення (постер)', en: 'Image (poster)' } },
    { name: 'video', type: 'upload', relationTo: 'media', label: { uk: 'Відео (mp4/webm)', en: 'Video (mp4/webm)' } },
    ...actionFields(),
    ...actionFields('secondary'),
    anchorField,
  ],
}

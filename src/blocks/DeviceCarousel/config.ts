import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

export const DeviceCarouselBlock: Block = {
  slug: 'deviceCarousel',
  interfaceName: 'DeviceCarouselBlock',
  labels: {
    singular: { uk: 'Карусель пристроїв', en: 'Device carousel' },
    plural: { uk: 'Каруселі пристроїв', en: 'Device carousels' },
  },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: { uk: 'Пристрій', en: 'Device' }, plural: { uk: 'Пристрої', en: 'Devices' } },
      fields: [
        { name: 'name', type: 'text', required: true, label: { uk: 'Назва', en: 'Name' } },
        { name: 'category', type: 'text', label: { uk: 'Категорія', en: 'Category' } },
        { name: 'note', type: 'text', label: { uk: 'Примітка', en: 'Note' } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { uk: 'Зображення', en: 'Image' } },
      ],
    },
    anchorField,
  ],
}

import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

export const PartnersBlock: Block = {
  slug: 'partners',
  interfaceName: 'PartnersBlock',
  labels: { singular: { uk: 'Партнери', en: 'Partners' }, plural: { uk: 'Партнери', en: 'Partners' } },
  fields: [
    headingField,
    { name: 'intro', type: 'textarea', label: { uk: 'Вступ', en: 'Intro' } },
    {
      name: 'items',
      type: 'array',
      labels: { singular: { uk: 'Партнер', en: 'Partner' }, plural: { uk: 'Партнери', en: 'Partners' } },
      fields: [
        { name: 'name', type: 'text', required: true, label: { uk: 'Назва', en: 'Name' } },
        { name: 'status', type: 'text', label: { uk: 'Статус', en: 'Status' } },
        { name: 'text', type: 'textarea', label: { uk: 'Опис', en: 'Description' } },
        { name: 'logo', type: 'upload', relationTo: 'media', label: { uk: 'Логотип', en: 'Logo' } },
      ],
    },
    anchorField,
  ],
}

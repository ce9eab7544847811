import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

/** Categories, features, benefits, guarantee terms, certificates: a grid of cards. */
export const CardsGridBlock: Block = {
  slug: 'cardsGrid',
  interfaceName: 'CardsGridBlock',
  labels: { singular: { uk: 'Сітка карток', en: 'Cards grid' }, plural: { uk: 'Сітки карток', en: 'Cards grids' } },
  fields: [
    { name: 'eyebrow', type: 'text', label: { uk: 'Надзаголовок', en: 'Eyebrow' } },
    headingField,
    { name: 'intro', type: 'textarea', label: { uk: 'Вступ', en: 'Intro' } },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      label: { uk: 'Колонок', en: 'Columns' },
      options: ['2', '3', '4'].map((value) => ({ label: value, value })),
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: { uk: 'Картка', en: 'Card' }, plural: { uk: 'Картки', en: 'Cards' } },
      fields: [
        { name: 'badge', type: 'text', label: { uk: 'Позначка', en: 'Badge' } },
        { name: 'title', type: 'text', required: true, label: { uk: 'Назва', en: 'Title' } },
        { name: 'text', type: 'textarea', label: { uk: 'Текст', en: 'Text' } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { uk: 'Зображення', en: 'Image' } },
        { name: 'href', type: 'text', label: { uk: 'Посилання', en: 'Link' } },
        { name: 'linkLabel', type: 'text', label: { uk: 'Текст посилання', en: 'Link label' } },
      ],
    },
    anchorField,
  ],
}

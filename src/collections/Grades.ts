import type { CollectionConfig } from 'payload'

import { anyone, hasRole, hiddenUnless } from '@/access'
import { revalidateTagHooks } from '@/lib/cache/collectionHooks'
import { tags } from '@/lib/cache/tags'
import { translationFields } from '@/fields/translation'

export const Grades: CollectionConfig = {
  slug: 'grades',
  labels: { singular: { uk: 'Грейд', en: 'Grade' }, plural: { uk: 'Грейди', en: 'Grades' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'minBatteryHealth', 'order', 'translation.enOutOfDate'],
    group: { uk: 'Контент', en: 'Content' },
    hidden: hiddenUnless('editor'),
  },
  defaultSort: 'order',
  access: {
    read: anyone,
    create: hasRole('editor'),
    update: hasRole('editor'),
    delete: hasRole('editor'),
  },
  hooks: revalidateTagHooks(tags.grades),
  fields: [
    { name: 'title', type: 'text', required: true, unique: true, label: { uk: 'Грейд', en: 'Grade' } },
    {
      name: 'minBatteryHealth',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      label: { uk: 'Мінімальний стан батареї, %', en: 'Minimum battery health, %' },
    },
    {
      name: 'warranty',
      type: 'group',
      label: { uk: 'Гарантія', en: 'Warranty' },
      fields: [
        { name: 'value', type: 'number', required: true, min: 1, label: { uk: 'Тривалість', en: 'Length' } },
        {
          name: 'unit',
          type: 'select',
          required: true,
          defaultValue: 'months',
          label: { uk: 'Одиниця', en: 'Unit' },
          options: [
            { label: { uk: 'днів', en: 'days' }, value: 'days' },
            { label: { uk: 'місяців', en: 'months' }, value: 'months' },
          ],
        },
      ],
    },
    { name: 'description', type: 'textarea', localized: true, label: { uk: 'Опис', en: 'Description' } },
    {
      name: 'videoId',
      type: 'text',
      label: { uk: 'Ідентифікатор відео (YouTube)', en: 'Video id (YouTube)' },
    },
    { name: 'order', type: 'number', defaultValue: 0, label: { uk: 'Порядок', en: 'Order' } },
    ...translationFields(),
  ],
}

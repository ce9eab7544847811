import type { CollectionConfig } from 'payload'

import { hasRole, hiddenUnless, publishedOrRoles } from '@/access'
import { revalidateTagHooks } from '@/lib/cache/collectionHooks'
import { tags } from '@/lib/cache/tags'
import { translationFields } from '@/fields/translation'
import { withLanguageStatus } from '@/collections/languageStatus'

export const Vacancies: CollectionConfig = withLanguageStatus({
  slug: 'vacancies',
  labels: { singular: { uk: 'Вакансія', en: 'Vacancy' }, plural: { uk: 'Вакансії', en: 'Vacancies' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'location', '_status', 'translation.enOutOfDate'],
    group: { uk: 'Кар’єра', en: 'Careers' },
    hidden: hiddenUnless('editor', 'hr'),
  },
  defaultSort: 'order',
  access: {
    read: publishedOrRoles('editor', 'hr'),
    create: hasRole('editor'),
    update: hasRole('editor'),
    delete: hasRole('editor'),
    readVersions: hasRole('editor'),
  },
  versions: { drafts: { autosave: { interval: 2000 } }, maxPerDoc: 20 },
  hooks: revalidateTagHooks(tags.vacancies),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { uk: 'Посада', en: 'Title' } },
    { name: 'department', type: 'text', localized: true, label: { uk: 'Відділ', en: 'Department' } },
    { name: 'location', type: 'text', localized: true, label: { uk: 'Місце роботи', en: 'Location' } },
    {
      name: 'employmentType',
      type: 'select',
      defaultValue: 'full-time',
      label: { uk: 'Зайнятість', en: 'Employment type' },
      options: [
        { label: { uk: 'Повна зайнятість', en: 'Full-time' }, value: 'full-time' },
        { label: { uk: 'Часткова зайнятість', en: 'Part-time' }, value: 'part-time' },
        { label: { uk: 'Контракт', en: 'Contract' }, value: 'contract' },
        { label: { uk: 'Стажування', en: 'Internship' }, value: 'internship' },
      ],
    },
    { name: 'description', type: 'textarea', localized: true, label: { uk: 'Опис', en: 'Description' } },
    {
      name: 'requirements',
      type: 'array',
      localized: true,
      label: { uk: 'Вимоги', en: 'Requirements' },
      fields: [{ name: 'text', type: 'text', required: true, label: { uk: 'Вимога', en: 'Requirement' } }],
    },
    {
      name: 'offers',
      type: 'array',
      localized: true,
      label: { uk: 'Що пропонуємо', en: 'What we offer' },
      fields: [{ name: 'text', type: 'text', required: true, label: { uk: 'Пункт', en: 'Item' } }],
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: { uk: 'Порядок', en: 'Order' },
      admin: { position: 'sidebar' },
    },
    ...translationFields(),
  ],
})

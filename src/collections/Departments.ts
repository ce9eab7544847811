import type { CollectionConfig } from 'payload'

import { adminFieldOnly, anyone, hiddenUnless, isAdmin } from '@/access'
import { revalidateTagHooks } from '@/lib/cache/collectionHooks'
import { tags } from '@/lib/cache/tags'
import { translationFields } from '@/fields/translation'

export const Departments: CollectionConfig = {
  slug: 'departments',
  labels: { singular: { uk: 'Відділ', en: 'Department' }, plural: { uk: 'Відділи', en: 'Departments' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'selectable', 'order', 'translation.enOutOfDate'],
    group: { uk: 'Адміністрування', en: 'Administration' },
    hidden: hiddenUnless(),
  },
  defaultSort: 'order',
  access: {
    read: anyone,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: revalidateTagHooks(tags.departments),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, label: { uk: 'Ключ', en: 'Key' } },
    { name: 'name', type: 'text', required: true, localized: true, label: { uk: 'Назва', en: 'Name' } },
    {
      name: 'recipients',
      type: 'array',
      label: { uk: 'Адреси отримувачів', en: 'Recipient addresses' },
      // Recipient addresses never leave the server for anyone but admins.
      access: { read: adminFieldOnly, create: adminFieldOnly, update: adminFieldOnly },
      fields: [{ name: 'email', type: 'email', required: true, label: { uk: 'E-mail', en: 'E-mail' } }],
    },
    {
      name: 'selectable',
      type: 'checkbox',
      defaultValue: true,
      label: { uk: 'Можна обрати у формі', en: 'Selectable in the form' },
      admin: {
        description: {
          uk: 'Приховані відділи лише задаються посиланнями',
          en: 'Hidden departments are only preset by links',
        },
      },
    },
    { name: 'order', type: 'number', defaultValue: 0, label: { uk: 'Порядок', en: 'Order' } },
    ...translationFields(),
  ],
}

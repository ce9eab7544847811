import type { GlobalConfig } from 'payload'

import { anyone, hasRole, hiddenUnless } from '@/access'
import { locales } from '@/i18n/locales'
import { revalidateGlobal } from '../hooks'
import { translationFields } from '@/fields/translation'

export const Header: GlobalConfig = {
  slug: 'header',
  label: { uk: 'Шапка сайту', en: 'Header' },
  admin: { group: { uk: 'Налаштування сайту', en: 'Site' }, hidden: hiddenUnless('editor') },
  access: { read: anyone, update: hasRole('editor') },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'nav',
      type: 'array',
      label: { uk: 'Меню', en: 'Menu' },
      labels: { singular: { uk: 'Пункт меню', en: 'Menu entry' }, plural: { uk: 'Пункти меню', en: 'Menu entries' } },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { uk: 'Назва', en: 'Label' } },
        {
          name: 'href',
          type: 'text',
          required: true,
          label: { uk: 'Адреса (без мовного префікса)', en: 'Address (without the language prefix)' },
        },
        {
          name: 'locales',
          type: 'select',
          hasMany: true,
          // Its default table name would be header_nav_locales, which is already the table of
          // the row's localized fields: the two collided and this field was never stored.
          dbName: 'header_nav_shown_in',
          enumName: 'enum_header_nav_shown_in',
          label: { uk: 'Показувати для мов', en: 'Show for languages' },
          admin: { description: { uk: 'Порожньо — для всіх', en: 'Empty: for all' } },
          options: locales.map((value) => ({ label: value, value })),
        },
        {
          name: 'children',
          type: 'array',
          label: { uk: 'Підменю', en: 'Submenu' },
          fields: [
            { name: 'label', type: 'text', required: true, localized: true, label: { uk: 'Назва', en: 'Label' } },
            { name: 'description', type: 'text', localized: true, label: { uk: 'Підпис', en: 'Caption' } },
            { name: 'href', type: 'text', required: true, label: { uk: 'Адреса', en: 'Address' } },
          ],
        },
      ],
    },
    { name: 'contactLabel', type: 'text', localized: true, label: { uk: 'Кнопка контакту', en: 'Contact button' } },
    ...translationFields(),
  ],
}

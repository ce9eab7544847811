import type { GlobalConfig } from 'payload'

import { anyone, hasRole, hiddenUnless } from '@/access'
import { departmentKeys } from '@/fields'
import { revalidateGlobal } from '../hooks'
import { translationFields } from '@/fields/translation'

export const socialNetworks = ['instagram', 'youtube', 'linkedin', 'telegram'] as const

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { uk: 'Підвал сайту', en: 'Footer' },
  admin: { group: { uk: 'Налаштування сайту', en: 'Site' }, hidden: hiddenUnless('editor') },
  access: { read: anyone, update: hasRole('editor') },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'groups',
      type: 'array',
      label: { uk: 'Групи посилань', en: 'Link groups' },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          label: { uk: 'Назва групи', en: 'Group title' },
        },
        {
          name: 'links',
          type: 'array',
          label: { uk: 'Посилання', en: 'Links' },
          fields: [
            { name: 'label', type: 'text', required: true, localized: true, label: { uk: 'Назва', en: 'Label' } },
            { name: 'href', type: 'text', required: true, label: { uk: 'Адреса', en: 'Address' } },
          ],
        },
      ],
    },
    {
      name: 'contactLinks',
      type: 'array',
      label: { uk: 'Посилання на форму з відділом', en: 'Contact-form links with a department' },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: { uk: 'Назва', en: 'Label' } },
        {
          name: 'department',
          type: 'select',
          required: true,
          label: { uk: 'Відділ', en: 'Department' },
          options: departmentKeys.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'social',
      type: 'array',
      maxRows: 4,
      label: { uk: 'Соцмережі', en: 'Social links' },
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          label: { uk: 'Мережа', en: 'Network' },
          options: socialNetworks.map((value) => ({ label: value, value })),
        },
        { name: 'label', type: 'text', required: true, localized: true, label: { uk: 'Підпис', en: 'Label' } },
        { name: 'url', type: 'text', required: true, label: { uk: 'Адреса', en: 'URL' } },
      ],
    },
    { name: 'lettering', type: 'text', label: { uk: 'Напис-логотип', en: 'Logo lettering' } },
    { name: 'copyright', type: 'text', localized: true, label: { uk: 'Копірайт', en: 'Copyright' } },
    ...translationFields(),
  ],
}

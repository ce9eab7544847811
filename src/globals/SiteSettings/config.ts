import type { GlobalConfig } from 'payload'

import { anyone, hasRole, hiddenUnless } from '@/access'
import { revalidateGlobal } from '../hooks'
import { translationFields } from '@/fields/translation'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { uk: 'Налаштування сайту', en: 'Site settings' },
  admin: { group: { uk: 'Налаштування сайту', en: 'Site' }, hidden: hiddenUnless('editor') },
  access: { read: anyone, update: hasRole('editor') },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'siteName', type: 'text', required: true, localized: true, label: { uk: 'Назва сайту', en: 'Site name' } },
    { name: 'tagline', type: 'text', localized: true, label: { uk: 'Слоган', en: 'Tagline' } },
    {
      name: 'facts',
      type: 'group',
      label: { uk: 'Факти про компанію', en: 'Company facts' },
      fields: [
        {
          name: 'since',
          type: 'number',
          required: true,
          defaultValue: 2022,
          label: { uk: 'На ринку з', en: 'On the market since' },
        },
        {
          name: 'teamSize',
          type: 'text',
          required: true,
          defaultValue: '45+',
          label: { uk: 'Людей у команді', en: 'Team members' },
        },
        {
          name: 'departments',
          type: 'number',
          required: true,
          defaultValue: 11,
          label: { uk: 'Відділів', en: 'Departments' },
        },
      ],
    },
    {
      name: 'workingHours',
      type: 'array',
      label: { uk: 'Години роботи', en: 'Working hours' },
      fields: [
        { name: 'days', type: 'text', required: true, localized: true, label: { uk: 'Дні', en: 'Days' } },
        { name: 'hours', type: 'text', required: true, label: { uk: 'Години', en: 'Hours' } },
      ],
    },
    {
      name: 'contacts',
      type: 'group',
      label: { uk: 'Контакти', en: 'Contacts' },
      fields: [
        { name: 'phone', type: 'text', label: { uk: 'Телефон', en: 'Phone' } },
        { name: 'email', type: 'email', label: { uk: 'E-mail', en: 'E-mail' } },
        { name: 'address', type: 'text', localized: true, label: { uk: 'Адреса', en: 'Address' } },
        { name: 'note', type: 'text', localized: true, label: { uk: 'Примітка', en: 'Note' } },
      ],
    },
    {
      name: 'analytics',
      type: 'group',
      label: { uk: 'Аналітика', en: 'Analytics' },
      admin: { description: { uk: 'Порожньо — жодних сторонніх запитів', en: 'Empty: no third-party requests' } },
      fields: [
        { name: 'pixelId', type: 'text', label: { uk: 'ID рекламного пікселя', en: 'Advertising pixel id' } },
        { name: 'analyticsId', type: 'text', label: { uk: 'ID тегу аналітики', en: 'Analytics tag id' } },
      ],
    },
    ...translationFields(),
  ],
}

import type { Field, FieldHook } from 'payload'

import { userHasRole } from '@/access'
import { locales } from '@/i18n/locales'

/**
 * SMTP errors name the addresses they refused ("Refused by the SMTP server: a@b"), and those are
 * the department's recipient addresses: admins alone read them; others read the error without.
 */
export const hideAddressesFromNonAdmins: FieldHook = ({ value, req }) =>
  typeof value === 'string' && !userHasRole(req.user, 'admin')
    ? value.replace(/[^\s<>"',;:()[\]]+@[^\s<>"',;:()[\]]+/g, '[…]')
    : value

/** E-mail delivery state of a submission, written by the jobs queue, read-only for staff. */
export const deliveryField: Field = {
  name: 'delivery',
  type: 'group',
  label: { uk: 'Доставка e-mail', en: 'E-mail delivery' },
  admin: { readOnly: true, position: 'sidebar' },
  access: { create: () => false, update: () => false },
  fields: [
    {
      name: 'state',
      type: 'select',
      defaultValue: 'pending',
      label: { uk: 'Стан', en: 'State' },
      options: [
        { label: { uk: 'Очікує', en: 'Pending' }, value: 'pending' },
        { label: { uk: 'Надіслано', en: 'Sent' }, value: 'sent' },
        { label: { uk: 'Повторна спроба', en: 'Retrying' }, value: 'retrying' },
        { label: { uk: 'Не вдалося', en: 'Failed' }, value: 'failed' },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { uk: 'Спроб', en: 'Attempts' } },
    {
      name: 'lastError',
      type: 'text',
      label: { uk: 'Остання помилка', en: 'Last error' },
      hooks: { afterRead: [hideAddressesFromNonAdmins] },
    },
    { name: 'sentAt', type: 'date', label: { uk: 'Надіслано о', en: 'Sent at' } },
    { name: 'messageId', type: 'text', label: { uk: 'Message-ID', en: 'Message-ID' } },
  ],
}

export const localeField: Field = {
  name: 'locale',
  type: 'select',
  label: { uk: 'Мова', en: 'Language' },
  options: locales.map((locale) => ({ label: locale, value: locale })),
  admin: { readOnly: true },
}

export const staffNotesField: Field = {
  name: 'notes',
  type: 'textarea',
  label: { uk: 'Нотатки працівників', en: 'Staff notes' },
}

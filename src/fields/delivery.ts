import type { Field } from 'payload'

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
    { name: 'lastError', type: 'text', label: { uk: 'Остання помилка', en: 'Last error' } },
    { name: 'sentAt', type: 'date', label: { uk: 'Надіслано о', en: 'Sent at' } },
    { name: 'messageId', type: 'text', label: { uk: 'Message-ID', en: 'Message-ID' } },
    {
      // A short lease taken by the worker that is sending: two workers never send the same e-mail.
      name: 'lockedUntil',
      type: 'date',
      admin: { hidden: true },
    },
  ],
}

export const localeField: Field = {
  name: 'locale',
  type: 'select',
  label: { uk: 'Мова', en: 'Language' },
  options: [
    { label: 'uk', value: 'uk' },
    { label: 'en', value: 'en' },
  ],
  admin: { readOnly: true },
}

export const staffNotesField: Field = {
  name: 'notes',
  type: 'textarea',
  label: { uk: 'Нотатки працівників', en: 'Staff notes' },
}

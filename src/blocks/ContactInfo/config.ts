import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

/** Contacts and working hours from site settings, with the contact form beside them. */
export const ContactInfoBlock: Block = {
  slug: 'contactInfo',
  interfaceName: 'ContactInfoBlock',
  labels: {
    singular: { uk: 'Контакти та форма', en: 'Contacts and form' },
    plural: { uk: 'Контакти та форма', en: 'Contacts and form' },
  },
  fields: [
    headingField,
    { name: 'intro', type: 'textarea', label: { uk: 'Вступ', en: 'Intro' } },
    { name: 'formHeading', type: 'text', label: { uk: 'Заголовок форми', en: 'Form heading' } },
    anchorField,
  ],
}

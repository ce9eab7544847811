import type { Block } from 'payload'

import { anchorField, headingField } from '@/fields'

/** The open vacancies from the CMS and the application form that sends a CV. */
export const VacanciesBlock: Block = {
  slug: 'vacancies',
  interfaceName: 'VacanciesBlock',
  labels: { singular: { uk: 'Вакансії', en: 'Vacancies' }, plural: { uk: 'Вакансії', en: 'Vacancies' } },
  fields: [
    headingField,
    { name: 'intro', type: 'textarea', label: { uk: 'Вступ', en: 'Intro' } },
    { name: 'formHeading', type: 'text', label: { uk: 'Заголовок форми', en: 'Form heading' } },
    {
      name: 'emptyText',
      type: 'text',
      label: { uk: 'Текст, коли вакансій немає', en: 'Text when there are no vacancies' },
    },
    anchorField,
  ],
}

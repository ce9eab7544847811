import type { CollectionConfig, Field } from 'payload'

import { adminFieldOnly, hasRole, hiddenUnless, isAdmin } from '@/access'
import { csvExportEndpoint } from '@/admin/CsvExport/endpoint'
import { deliveryField, localeField, staffNotesField } from '@/fields/delivery'
import { submitted } from '@/fields/submitted'
import { contactStatusField } from '@/fields/workflowStatus'
import { queueDeliveryOnCreate } from '@/lib/delivery/queue'
import { retentionFields } from '@/lib/retention/fields'
import { contactDelivery } from './delivery'

export const ContactForms: CollectionConfig = {
  slug: 'contact-forms',
  labels: {
    singular: { uk: 'Звернення', en: 'Contact message' },
    plural: { uk: 'Звернення', en: 'Contact messages' },
  },
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['createdAt', 'department', 'company', 'name', 'email', 'status'],
    group: { uk: 'Звернення', en: 'Inbox' },
    hidden: hiddenUnless('sales'),
    components: {
      beforeListTable: [
        {
          path: '@/admin/ListTools/ListTools#ListTools',
          serverProps: {
            filters: ['status', { field: 'depart', optionsFrom: 'departments' }],
            dateRange: true,
            exportCsv: true,
          },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueDeliveryOnCreate(contactDelivery.task)] },
  // The list's CSV export: the visible columns, then what a reply needs.
  endpoints: [csvExportEndpoint('contact-forms', ['phone', 'message', 'notes'])],
  access: {
    read: hasRole('sales'),
    update: hasRole('sales'),
    // Visitors create messages only through POST /api/landing/send-message; admins may add one by hand.
    create: isAdmin,
    delete: isAdmin,
  },
  fields: [
    contactStatusField,
    staffNotesField,
    submitted({ name: 'company', type: 'text', required: true, label: { uk: 'Компанія', en: 'Company' } }),
    submitted({ name: 'name', type: 'text', required: true, label: { uk: "Ім'я", en: 'Name' } }),
    submitted({ name: 'email', type: 'email', required: true, label: { uk: 'E-mail', en: 'E-mail' } }),
    submitted({ name: 'phone', type: 'text', required: true, label: { uk: 'Телефон', en: 'Phone' } }),
    submitted({ name: 'message', type: 'textarea', label: { uk: 'Повідомлення', en: 'Message' } }),
    submitted({ name: 'title', type: 'text', label: { uk: 'Тема', en: 'Subject' } }),
    submitted({
      name: 'accept',
      type: 'checkbox',
      label: { uk: 'Згода з політикою приватності', en: 'Privacy policy accepted' },
    }),
    submitted({ name: 'depart', type: 'text', index: true, label: { uk: 'Ключ відділу', en: 'Department key' } }),
    submitted({ name: 'department', type: 'text', label: { uk: 'Відділ', en: 'Department' } }),
    {
      ...submitted({
        name: 'recipients',
        type: 'text',
        label: { uk: 'Отримувачі', en: 'Recipients' },
        admin: {
          description: { uk: 'Визначено сервером за відділом', en: 'Resolved by the server from the department' },
        },
      }),
      // The department's addresses are the admin's alone (as on departments): not in REST, the
      // edit view, the list's columns, filters or the CSV export of anyone else.
      access: { read: adminFieldOnly, update: () => false },
    } as Field,
    submitted(localeField),
    submitted({ name: 'pageUrl', type: 'text', label: { uk: 'Сторінка', en: 'Page' } }),
    submitted({ name: 'userAgent', type: 'text', label: { uk: 'Браузер', en: 'User agent' } }),
    deliveryField,
    ...retentionFields('contact-forms'),
  ],
}

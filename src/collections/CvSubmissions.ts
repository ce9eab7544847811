import path from 'node:path'
import { Forbidden, type CollectionConfig, type Field } from 'payload'

import { hasRole, hiddenUnless, isAdmin } from '@/access'
import { csvExportEndpoint } from '@/admin/CsvExport/endpoint'
import { deliveryField, localeField, staffNotesField } from '@/fields/delivery'
import { cvStatusField } from '@/fields/workflowStatus'
import { queueDeliveryOnCreate } from '@/lib/delivery/queue'
import { dataDir } from '@/lib/paths'

export const cvMimeTypes = [
  'application/pdf',
  'application/msword',
  // How Payload's own content sniffing names a Word 97-2003 (OLE2) file.
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'text/rtf',
]

const submitted = (field: Field): Field => ({
  ...field,
  admin: { ...(field.admin ?? {}), readOnly: true },
  access: { update: () => false },
} as Field)

/** Received CVs: a private upload collection, files only for hr and admin sessions. */
export const CvSubmissions: CollectionConfig = {
  slug: 'cv-submissions',
  labels: { singular: { uk: 'Резюме', en: 'CV' }, plural: { uk: 'Резюме', en: 'CVs' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'vacancy', 'name', 'status', 'download'],
    group: { uk: 'Звернення', en: 'Inbox' },
    hidden: hiddenUnless('hr'),
    components: {
      beforeListTable: [
        {
          path: '@/admin/ListTools/ListTools#ListTools',
          serverProps: { filters: ['status', 'vacancy'], dateRange: true, exportCsv: true },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  // The list's CSV export: the visible columns, then contacts and the CV's address.
  endpoints: [csvExportEndpoint('cv-submissions', ['email', 'phone', 'message', 'notes', 'url'])],
  access: {
    read: hasRole('hr'),
    update: hasRole('hr'),
    // Visitors send CVs only through POST /api/landing/send-cv; admins may add one by hand.
    create: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    afterChange: [queueDeliveryOnCreate('sendCvEmail')],
    // The file is what the applicant sent: staff may read it, never replace it.
    beforeOperation: [
      ({ operation, req }) => {
        if (operation === 'update' && req.file) throw new Forbidden(req.t)
      },
    ],
  },
  upload: {
    hideRemoveFile: true,
    staticDir: path.join(dataDir(), 'cv'),
    mimeTypes: cvMimeTypes,
    // Downloads are attachments: a CV is never rendered inline by the browser.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [
    cvStatusField,
    {
      name: 'download',
      type: 'ui',
      label: { uk: 'Файл резюме', en: 'CV file' },
      admin: {
        components: {
          Field: '@/admin/CvDownload/CvDownload.client#CvDownloadField',
          Cell: '@/admin/CvDownload/CvDownload.client#CvDownloadCell',
        },
      },
    },
    staffNotesField,
    submitted({ name: 'name', type: 'text', required: true, label: { uk: "Ім'я", en: 'Name' } }),
    submitted({ name: 'email', type: 'email', required: true, label: { uk: 'E-mail', en: 'E-mail' } }),
    submitted({ name: 'phone', type: 'text', label: { uk: 'Телефон', en: 'Phone' } }),
    submitted({ name: 'vacancy', type: 'relationship', relationTo: 'vacancies', label: { uk: 'Вакансія', en: 'Vacancy' } }),
    submitted({ name: 'message', type: 'textarea', label: { uk: 'Повідомлення', en: 'Message' } }),
    submitted({ name: 'accept', type: 'checkbox', label: { uk: 'Згода з політикою приватності', en: 'Privacy policy accepted' } }),
    submitted({ name: 'originalFilename', type: 'text', label: { uk: 'Ім’я файлу від кандидата', en: 'Filename sent by the applicant' } }),
    submitted(localeField),
    deliveryField,
  ],
}

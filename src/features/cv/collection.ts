import path from 'node:path'
import { Forbidden, type CollectionConfig } from 'payload'

import { hasRole, hiddenUnless, isAdmin } from '@/access'
import { csvExportEndpoint } from '@/admin/CsvExport/endpoint'
import { deliveryField, localeField, staffNotesField } from '@/fields/delivery'
import { submitted } from '@/fields/submitted'
import { cvStatusField } from '@/fields/workflowStatus'
import { queueDeliveryOnCreate } from '@/lib/delivery/queue'
import { retentionFields } from '@/lib/retention/fields'
import { cvDelivery } from './delivery'
import { dataDir } from '@/lib/paths'
import { uploadFolders } from '@/lib/storage/settings'
import { withoutInvisibleCharacters } from './file'
import { cvUploadTypes } from './limits'

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
    afterChange: [queueDeliveryOnCreate(cvDelivery.task)],
    // The file is what the applicant sent: staff may read it, never replace it.
    beforeOperation: [
      ({ operation, req }) => {
        if (operation === 'update' && req.file) throw new Forbidden(req.t)
      },
    ],
  },
  upload: {
    hideRemoveFile: true,
    // Local mode only: with S3 settings the storage plugin keeps the files in the bucket (src/lib/storage).
    staticDir: path.join(dataDir(), uploadFolders['cv-submissions']),
    mimeTypes: cvUploadTypes,
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
    submitted({
      name: 'vacancy',
      type: 'relationship',
      relationTo: 'vacancies',
      label: { uk: 'Вакансія', en: 'Vacancy' },
    }),
    submitted({ name: 'message', type: 'textarea', label: { uk: 'Повідомлення', en: 'Message' } }),
    submitted({
      name: 'accept',
      type: 'checkbox',
      label: { uk: 'Згода з політикою приватності', en: 'Privacy policy accepted' },
    }),
    submitted({
      name: 'originalFilename',
      type: 'text',
      label: { uk: 'Ім’я файлу від кандидата', en: 'Filename sent by the applicant' },
      // Whoever writes it (the CV endpoint, an admin adding a CV by hand), it is shown as it reads.
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? withoutInvisibleCharacters(value) : value)],
      },
    }),
    submitted(localeField),
    deliveryField,
    ...retentionFields('cv-submissions'),
  ],
}

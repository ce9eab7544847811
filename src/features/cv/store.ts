import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { CvApplication } from './schema'

/**
 * The vacancy a CV is sent for, as the visitor may see it: a published vacancy (read with
 * the request's own access). `undefined` for none, `null` for one that does not exist.
 */
export async function resolveVacancy(
  req: PayloadRequest,
  value: string | undefined,
): Promise<number | undefined | null> {
  if (!value) return undefined
  if (!/^\d{1,9}$/.test(value)) return null
  const { docs } = await req.payload.find({
    collection: 'vacancies',
    where: { id: { equals: Number(value) } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  return docs[0] ? docs[0].id : null
}

export type StoredFile = { bytes: Buffer; mime: string; storedName: string; originalFilename: string }

/**
 * Stores the CV and its file under the server-made name. The collection's afterChange hook
 * queues its e-mail to HR in the same transaction.
 */
export async function storeCvSubmission(
  payload: Payload,
  application: CvApplication,
  vacancy: number | undefined,
  file: StoredFile,
  locale: Locale,
  /** The transaction it joins (src/lib/landing/deadline.ts), if any. */
  req?: Partial<PayloadRequest>,
): Promise<{ id: number }> {
  const doc = await payload.create({
    collection: 'cv-submissions',
    // Visitors may not create documents; this endpoint is their only way in.
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      status: 'new',
      name: application.name,
      email: application.email,
      phone: application.phone || undefined,
      vacancy,
      message: application.message || undefined,
      accept: application.accept,
      originalFilename: file.originalFilename,
      locale,
    },
    file: { data: file.bytes, mimetype: file.mime, name: file.storedName, size: file.bytes.length },
  })
  return { id: doc.id }
}

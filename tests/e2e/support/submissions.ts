/**
 * Test fixture: stores received contact messages and CVs in the database of a running server
 * through the Local API, the way the landing endpoints store them (without their rate limits,
 * which a test that needs a dozen submissions would trip). Run by tests/e2e/support/admin.ts:
 *
 *   DATA_DIR=<server's data dir> EMBEDDED_PG_PORT=<its port> node --conditions=production --import tsx/esm \
 *     tests/e2e/support/submissions.ts '<json>'
 *
 * Prints `{ messages: id[], cvs: id[] }` as JSON on the last line.
 */
import fs from 'node:fs'
import path from 'node:path'

import { pdfFile } from '../../support/files'

type Message = {
  company: string
  name: string
  email: string
  phone?: string
  depart: string
  department: string
  status?: string
  createdAt?: string
}
type Cv = { name: string; email: string; status?: string; vacancy?: string; createdAt?: string }
type Spec = { departments?: { key: string; name: { uk: string; en: string } }[]; messages?: Message[]; cvs?: Cv[] }

const spec = JSON.parse(process.argv[2] || '{}') as Spec
const dataDir = path.resolve(process.env.DATA_DIR || '.data')
const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim()
Object.assign(process.env, {
  NODE_ENV: 'production',
  DISABLE_JOBS_AUTORUN: '1',
  PAYLOAD_SECRET: fs.readFileSync(path.join(dataDir, 'payload-secret'), 'utf8').trim(),
  DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${process.env.EMBEDDED_PG_PORT}/app`,
})

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { releasePayload } = await import('@/server/payload')
const payload = await getPayload({ config })
// Stored like a visitor's: the server's jobs queue e-mails them as usual (to .eml files in tests).
const context = { disableRevalidate: true }

try {
  for (const department of spec.departments ?? []) {
    const existing = await payload.find({
      collection: 'departments',
      where: { key: { equals: department.key } },
      limit: 1,
      overrideAccess: true,
    })
    if (existing.docs[0]) continue
    const created = await payload.create({
      collection: 'departments',
      data: { key: department.key, name: department.name.uk },
      locale: 'uk',
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'departments',
      id: created.id,
      data: { name: department.name.en },
      locale: 'en',
      overrideAccess: true,
      context,
    })
  }
  const messages: number[] = []
  // Idempotent by e-mail: a retried test (a new worker runs beforeAll again) finds its own.
  const existing = async (collection: 'contact-forms' | 'cv-submissions', email: string) =>
    (await payload.find({ collection, where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true }))
      .docs[0]?.id
  for (const message of spec.messages ?? []) {
    const found = await existing('contact-forms', message.email)
    if (found) {
      messages.push(found)
      continue
    }
    const doc = await payload.create({
      collection: 'contact-forms',
      data: {
        accept: true,
        locale: 'uk',
        title: 'Запит з контактної форми лендингу',
        phone: '+380 44 000 00 00',
        recipients: 'inbox@example.com',
        ...message,
      } as never,
      overrideAccess: true,
      context,
    })
    messages.push(doc.id)
  }
  const cvs: number[] = []
  for (const cv of spec.cvs ?? []) {
    const found = await existing('cv-submissions', cv.email)
    if (found) {
      cvs.push(found)
      continue
    }
    let vacancy: number | undefined
    if (cv.vacancy) {
      const found = await payload.find({
        collection: 'vacancies',
        where: { title: { equals: cv.vacancy } },
        locale: 'uk',
        limit: 1,
        overrideAccess: true,
        draft: true,
      })
      vacancy =
        found.docs[0]?.id ??
        (
          await payload.create({
            collection: 'vacancies',
            data: { title: cv.vacancy, _status: 'published' },
            locale: 'uk',
            overrideAccess: true,
            context,
          })
        ).id
    }
    const pdf = pdfFile(`CV: ${cv.name}`)
    const doc = await payload.create({
      collection: 'cv-submissions',
      data: { accept: true, locale: 'uk', originalFilename: 'cv.pdf', ...cv, vacancy } as never,
      file: { data: pdf, mimetype: 'application/pdf', name: `cv-${Date.now()}-${cvs.length}.pdf`, size: pdf.length },
      overrideAccess: true,
      context,
    })
    cvs.push(doc.id)
  }
  console.log(JSON.stringify({ messages, cvs }))
} finally {
  await releasePayload(payload)
}

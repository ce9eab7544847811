import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { expireSubmissions, retentionDaysFromEnv } from '@/lib/retention/expire'
import { pdfFile } from '../support/files'
import { getTestPayload } from '../support/payload'

/**
 * Personal data kept only as long as allowed (src/lib/retention): messages and CVs unchanged
 * for longer than their retention are deleted with their files; younger ones stay.
 */
let payload: Payload
let db: pg.Client

beforeAll(async () => {
  payload = await getTestPayload()
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
})

afterAll(async () => {
  await db?.end()
})

/** Last changed `days` ago (Payload sets updatedAt itself on every save). */
async function changedDaysAgo(table: string, id: number, days: number) {
  await db.query(`UPDATE ${table} SET updated_at = now() - make_interval(days => $1) WHERE id = $2`, [days, id])
}

const message = () =>
  payload.create({
    collection: 'contact-forms',
    data: {
      status: 'new',
      company: 'Acme',
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+380441234567',
      accept: true,
    },
    overrideAccess: true,
  })

const cv = (n: number) => {
  const pdf = pdfFile(`retention ${n}`)
  return payload.create({
    collection: 'cv-submissions',
    data: { status: 'new', name: 'Ann', email: 'ann@example.com', accept: true },
    file: { data: pdf, mimetype: 'application/pdf', name: `retention-${n}.pdf`, size: pdf.length },
    overrideAccess: true,
  })
}

const exists = async (collection: 'contact-forms' | 'cv-submissions', id: number) =>
  Boolean(await payload.findByID({ collection, id, overrideAccess: true, disableErrors: true }))

describe('retention of messages and CVs', () => {
  it('reads RETENTION_CV_DAYS and RETENTION_MESSAGE_DAYS, 180 and 730 days by default', () => {
    expect(retentionDaysFromEnv({})).toEqual({ 'contact-forms': 730, 'cv-submissions': 180 })
    expect(retentionDaysFromEnv({ RETENTION_CV_DAYS: '30', RETENTION_MESSAGE_DAYS: '365' })).toEqual({
      'contact-forms': 365,
      'cv-submissions': 30,
    })
  })

  it('deletes a message and a CV unchanged for longer than their retention, the CV file with it, and keeps younger ones', async () => {
    const [oldMessage, youngMessage, oldCv, youngCv] = await Promise.all([message(), message(), cv(1), cv(2)])
    await changedDaysAgo('contact_forms', oldMessage.id, 731)
    await changedDaysAgo('contact_forms', youngMessage.id, 729)
    await changedDaysAgo('cv_submissions', oldCv.id, 181)
    await changedDaysAgo('cv_submissions', youngCv.id, 179)
    const cvFile = (name: string) => path.join(inject('dataDir'), 'cv', name)
    expect(fs.existsSync(cvFile(oldCv.filename!))).toBe(true)

    const deleted = await expireSubmissions(payload)
    expect(deleted['contact-forms']).toContain(oldMessage.id)
    expect(deleted['cv-submissions']).toContain(oldCv.id)
    expect(await exists('contact-forms', oldMessage.id)).toBe(false)
    expect(await exists('cv-submissions', oldCv.id)).toBe(false)
    expect(fs.existsSync(cvFile(oldCv.filename!))).toBe(false)

    expect(await exists('contact-forms', youngMessage.id)).toBe(true)
    expect(await exists('cv-submissions', youngCv.id)).toBe(true)
    expect(fs.existsSync(cvFile(youngCv.filename!))).toBe(true)

    // A second run (another instance) finds nothing more to delete.
    const again = await expireSubmissions(payload)
    expect(again['contact-forms']).not.toContain(oldMessage.id)
    expect(again['cv-submissions']).not.toContain(oldCv.id)
  })
})

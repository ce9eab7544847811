import fs from 'node:fs'
import path from 'node:path'
import type { Payload, Where } from 'payload'
import pg from 'pg'
import { parse } from 'qs-esm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Role } from '@/access'
import { expireSubmissions, retentionDaysFromEnv, runRetention } from '@/lib/retention/expire'
import { countExpiringSoon, expiringListQuery, expiringSoon } from '@/lib/retention/expiring'
import { retentionLockKey } from '@/lib/retention/lock'
import { dayMs } from '@/lib/retention/window'
import { pdfFile } from '../support/files'
import { asUser, ensureUser, getTestPayload } from '../support/payload'

/**
 * Personal data kept only as long as allowed (src/lib/retention): messages and CVs unchanged
 * for longer than their retention are deleted with their files; younger ones stay, and so do
 * those an admin keeps until a later date. An admin sees what expires within 30 days; one run
 * at a time across servers.
 */
let payload: Payload
let db: pg.Client
const staff = {} as Record<Role, ReturnType<typeof asUser>>

beforeAll(async () => {
  payload = await getTestPayload()
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  for (const role of ['admin', 'editor', 'hr', 'sales'] as Role[])
    staff[role] = asUser(await ensureUser(payload, `${role}@retention.example.com`, [role]))
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

/** Kept until `days` from now (negative: already past), set by an admin. */
const keepFor = (collection: 'contact-forms' | 'cv-submissions', id: number, days: number) =>
  payload.update({
    collection,
    id,
    data: { keepUntil: new Date(Date.now() + days * dayMs).toISOString() },
    user: staff.admin,
    overrideAccess: false,
  })

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

describe('keeping a record longer, and what expires soon', () => {
  const cvFile = (name: string) => path.join(inject('dataDir'), 'cv', name)

  it('a future "keep until" keeps an expired message and CV with its file; a past one does not', async () => {
    const [keptMessage, lapsedMessage, keptCv, lapsedCv] = await Promise.all([message(), message(), cv(3), cv(4)])
    await keepFor('contact-forms', keptMessage.id, 10)
    await keepFor('contact-forms', lapsedMessage.id, -1)
    await keepFor('cv-submissions', keptCv.id, 10)
    await keepFor('cv-submissions', lapsedCv.id, -1)
    // Setting the date is a change too; the records are then made old.
    await changedDaysAgo('contact_forms', keptMessage.id, 731)
    await changedDaysAgo('contact_forms', lapsedMessage.id, 731)
    await changedDaysAgo('cv_submissions', keptCv.id, 181)
    await changedDaysAgo('cv_submissions', lapsedCv.id, 181)

    const deleted = await runRetention(payload)
    expect(deleted).not.toBe('busy')
    expect(await exists('contact-forms', keptMessage.id)).toBe(true)
    expect(await exists('cv-submissions', keptCv.id)).toBe(true)
    expect(fs.existsSync(cvFile(keptCv.filename!))).toBe(true)
    expect(await exists('contact-forms', lapsedMessage.id)).toBe(false)
    expect(await exists('cv-submissions', lapsedCv.id)).toBe(false)
    expect(fs.existsSync(cvFile(lapsedCv.filename!))).toBe(false)
  })

  it('each record shows the day it is deleted on: its last change plus the retention, or "keep until" if later, to hr too', async () => {
    const [plain, kept] = await Promise.all([cv(5), cv(6)])
    const keptUntil = (await keepFor('cv-submissions', kept.id, 400)).keepUntil!
    await changedDaysAgo('cv_submissions', plain.id, 100)
    await changedDaysAgo('cv_submissions', kept.id, 100)

    const read = (id: number, user: (typeof staff)[Role]) =>
      payload.findByID({ collection: 'cv-submissions', id, user, overrideAccess: false })
    const plainAsHr = await read(plain.id, staff.hr)
    expect(new Date(plainAsHr.expiresAt!).getTime()).toBe(new Date(plainAsHr.updatedAt).getTime() + 180 * dayMs)
    expect(Date.parse(plainAsHr.expiresAt!) - Date.now()).toBeLessThan(81 * dayMs)
    // hr sees when the kept CV goes, though not the admin's "keep until" itself.
    const keptAsHr = await read(kept.id, staff.hr)
    expect(keptAsHr.keepUntil).toBeUndefined()
    expect(keptAsHr.expiresAt).toBe(keptUntil)
    const keptAsAdmin = await read(kept.id, staff.admin)
    expect(keptAsAdmin.keepUntil).toBe(keptUntil)
    expect(keptAsAdmin.expiresAt).toBe(keptUntil)
    // The list shows it as a column too.
    const list = await payload.find({
      collection: 'cv-submissions',
      where: { id: { equals: kept.id } },
      user: staff.hr,
      overrideAccess: false,
    })
    expect(list.docs[0].expiresAt).toBe(keptUntil)
  })

  it('an admin counts and lists what expires within the next 30 days, "keep until" included', async () => {
    // A retention no other test's records reach, so the counts are this test's alone.
    const days = { 'contact-forms': 100_000, 'cv-submissions': 100_000 }
    const [inTen, inForty, keptPast, keptWithin, cvIn29, cvOverdue] = await Promise.all([
      message(),
      message(),
      message(),
      message(),
      cv(7),
      cv(8),
    ])
    await keepFor('contact-forms', keptPast.id, 60)
    await keepFor('contact-forms', keptWithin.id, 20)
    await keepFor('cv-submissions', cvIn29.id, 5)
    await changedDaysAgo('contact_forms', inTen.id, days['contact-forms'] - 10)
    await changedDaysAgo('contact_forms', inForty.id, days['contact-forms'] - 40)
    await changedDaysAgo('contact_forms', keptPast.id, days['contact-forms'] - 10)
    await changedDaysAgo('contact_forms', keptWithin.id, days['contact-forms'] - 40)
    await changedDaysAgo('cv_submissions', cvIn29.id, days['cv-submissions'] - 29)
    await changedDaysAgo('cv_submissions', cvOverdue.id, days['cv-submissions'] + 1)

    const now = new Date()
    expect(await countExpiringSoon(payload, staff.admin, now, days)).toEqual({
      'contact-forms': 1,
      'cv-submissions': 2,
    })
    const where = expiringSoon(now, days)
    const listed = async (collection: 'contact-forms' | 'cv-submissions') =>
      (await payload.find({ collection, where: where[collection], user: staff.admin, overrideAccess: false })).docs
        .map((doc) => doc.id)
        .sort()
    expect(await listed('contact-forms')).toEqual([inTen.id])
    expect(await listed('cv-submissions')).toEqual([cvIn29.id, cvOverdue.id].sort())
    // The dashboard's link opens the same list: its address, read as the admin's list view reads it.
    const fromLink = parse(expiringListQuery(where['cv-submissions']), { depth: 10 }) as { where: Where; sort: string }
    expect(fromLink.sort).toBe('updatedAt')
    const linked = await payload.find({
      collection: 'cv-submissions',
      where: fromLink.where,
      sort: fromLink.sort,
      user: staff.admin,
      overrideAccess: false,
    })
    expect(linked.docs.map((doc) => doc.id)).toEqual([cvOverdue.id, cvIn29.id])
    // The filter is on the admins' own field: no one else can list by it.
    await expect(countExpiringSoon(payload, staff.hr, now, days)).rejects.toThrow()
  })

  it('only an admin sets "keep until": editors, sales and hr cannot', async () => {
    const [msg, file] = await Promise.all([message(), cv(9)])
    const keepUntil = new Date(Date.now() + 365 * dayMs).toISOString()
    for (const role of ['editor', 'sales', 'hr'] as Role[])
      for (const [collection, id] of [
        ['contact-forms', msg.id],
        ['cv-submissions', file.id],
      ] as const) {
        // Payload refuses the editor the record and drops the field for sales and hr.
        await payload
          .update({ collection, id, data: { keepUntil }, user: staff[role], overrideAccess: false })
          .catch(() => undefined)
        const stored = await payload.findByID({ collection, id, overrideAccess: true })
        expect(stored.keepUntil ?? null, `${role} on ${collection}`).toBeNull()
      }
    const sales = await payload.findByID({
      collection: 'contact-forms',
      id: msg.id,
      user: staff.sales,
      overrideAccess: false,
    })
    expect('keepUntil' in sales).toBe(false)
    await keepFor('contact-forms', msg.id, 365)
    expect(
      (await payload.findByID({ collection: 'contact-forms', id: msg.id, overrideAccess: true })).keepUntil,
    ).toBeTruthy()
  })

  it('runs once across servers: a run while another holds the lock skips, two at once delete each record once', async () => {
    const old = await message()
    await changedDaysAgo('contact_forms', old.id, 731)
    // Another server's run, under way.
    await db.query('SELECT pg_advisory_lock($1)', [retentionLockKey.toString()])
    try {
      expect(await runRetention(payload)).toBe('busy')
      expect(await exists('contact-forms', old.id)).toBe(true)
    } finally {
      await db.query('SELECT pg_advisory_unlock($1)', [retentionLockKey.toString()])
    }

    const runs = await Promise.all([runRetention(payload), runRetention(payload)])
    const deletions = runs.flatMap((run) => (run === 'busy' ? [] : run['contact-forms'])).filter((id) => id === old.id)
    expect(deletions).toHaveLength(1)
    expect(await exists('contact-forms', old.id)).toBe(false)
  })
})

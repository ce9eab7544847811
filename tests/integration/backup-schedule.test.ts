import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq, type Endpoint, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { heldQueue } from '@/lib/backup/heldMail'
import {
  emailAdminsAboutFailure,
  runScheduledBackup,
  startScheduledBackups,
  type ScheduledRun,
} from '@/lib/backup/schedule'
import { backupPlace, type BackupPlace } from '@/lib/backup/place'
import { readBackupStatus, statusFileName } from '@/lib/backup/status'
import type { User } from '@/payload-types'
import { startSmtpServer, type ReceivedMail, type TestSmtp } from '../../tools/cluster/smtpSink'
import { eventually } from '../support/eventually'
import { createEmptyDatabase } from '../support/testDatabase'
import { startS3Server } from '../../tools/cluster/s3'

/**
 * Scheduled backups (src/lib/backup/schedule.ts), as the servers that run the jobs queue make
 * them: one archive per slot however many instances fire, the oldest rotated out past
 * BACKUP_KEEP, a failure recorded and e-mailed to the admins; and the dashboard's buttons for
 * the e-mails a restore held (src/endpoints/heldMail.ts). Each instance is the scheduling
 * function itself on the run's database, with no Payload of its own.
 */
let payload: Payload
let smtp: TestSmtp
let asUser: (user: User) => User & { collection: 'users' }
let runDataDir: string | undefined
const databaseUrl = inject('databaseUrl')
const folders: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-schedule-'))
  folders.push(dir)
  return dir
}
const logged: string[] = []
const folder = (dir: string): BackupPlace => ({ kind: 'folder', dir })
const instance = (dir: string, slot: Date, overrides: Partial<ScheduledRun> = {}): ScheduledRun => ({
  databaseUrl,
  embedded: false,
  slot,
  place: folder(dir),
  keep: 7,
  lockHoldMs: 0,
  log: (_level, line) => logged.push(line),
  ...overrides,
})
const archivesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('site-backup'))
    .sort()

beforeAll(async () => {
  // A real SMTP server: Payload's e-mail adapter reads SMTP_URL when its config is loaded.
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  const support = await import('../support/payload')
  payload = await support.getTestPayload()
  asUser = support.asUser
  // The smallest backup there is: the run's database, and an empty data folder for its uploads
  // (what goes into an archive is tests/integration/backup-restore.test.ts's to check).
  runDataDir = process.env.DATA_DIR
  process.env.DATA_DIR = tempDir()
})

afterAll(async () => {
  process.env.DATA_DIR = runDataDir
  await smtp?.stop()
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

describe('scheduled backups', () => {
  it('two instances firing at the same slot make one archive, recorded in last-backup.json', async () => {
    const dir = tempDir()
    const slot = new Date('2026-11-27T03:00:00Z')
    const runs = await Promise.all([runScheduledBackup(instance(dir, slot)), runScheduledBackup(instance(dir, slot))])
    expect(runs.map((run) => run.outcome).sort()).toEqual(['made', 'skipped'])
    const archives = archivesIn(dir)
    expect(archives).toEqual(['site-backup-scheduled-2026-11-27T03-00-00Z.tar.gz'])
    const status = await readBackupStatus(folder(dir))
    expect(status).toMatchObject({ slot: slot.toISOString(), ok: true, file: archives[0] })
    expect(status?.bytes).toBe(fs.statSync(path.join(dir, archives[0]!)).size)
    // An instance whose timer fires late for that slot finds it done.
    expect(await runScheduledBackup(instance(dir, slot))).toMatchObject({ outcome: 'skipped', reason: 'done' })
    expect(archivesIn(dir)).toHaveLength(1)
  })

  it('an instance firing a moment after the winner finished finds the lock still held, even with its own BACKUP_DIR', async () => {
    const slot = new Date(Date.now() - 100)
    const first = await runScheduledBackup(instance(tempDir(), slot, { lockHoldMs: 60_000 }))
    const otherDir = tempDir()
    const late = await runScheduledBackup(instance(otherDir, slot, { lockHoldMs: 60_000 }))
    expect(first.outcome).toBe('made')
    expect(late).toMatchObject({ outcome: 'skipped', reason: 'locked' })
    expect(archivesIn(otherDir)).toHaveLength(0)
    // The minute after the slot is not waited out here: the next test needs the lock.
    await first.release()
  })

  it('with S3_BUCKET and no BACKUP_DIR the archives and their record are in the bucket’s backups/, one per slot, rotated there', async () => {
    const s3 = await startS3Server('site-backups-test')
    try {
      const place = backupPlace({ ...s3.env, BACKUP_DIR: '' })
      expect(place).toMatchObject({ kind: 'bucket', prefix: 'backups/' })
      const inBucket = (slot: Date) => ({ ...instance('', slot), place, keep: 1 })
      const first = new Date('2026-11-26T03:00:00Z')
      const runs = await Promise.all([runScheduledBackup(inBucket(first)), runScheduledBackup(inBucket(first))])
      expect(runs.map((run) => run.outcome).sort()).toEqual(['made', 'skipped'])
      const made = await runScheduledBackup(inBucket(new Date('2026-11-27T03:00:00Z')))
      expect(made.outcome).toBe('made')
      const objects = await s3.objects('backups/')
      const status = (await readBackupStatus(place))!
      expect(status).toMatchObject({ slot: '2026-11-27T03:00:00.000Z', ok: true })
      expect(status.removed).toHaveLength(1)
      expect(objects.map((object) => object.key).sort()).toEqual(['backups/last-backup.json', `backups/${status.file}`])
      expect(objects.find((object) => object.key === `backups/${status.file}`)?.size).toBe(status.bytes)
      // Whole and readable: a gzip stream, as `npm run restore` takes it after `aws s3 cp`.
      expect((await s3.read(`backups/${status.file}`)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
    } finally {
      await s3.stop()
    }
  })

  it('BACKUP_KEEP: the oldest scheduled archives are removed, archives made by hand stay', async () => {
    const dir = tempDir()
    const earlier = ['2026-11-24T03-00-00Z', '2026-11-25T03-00-00Z', '2026-11-26T03-00-00Z'].map(
      (time) => `site-backup-scheduled-${time}.tar.gz`,
    )
    for (const name of [...earlier, 'site-backup-2026-11-20T10-00-00Z.tar.gz'])
      fs.writeFileSync(path.join(dir, name), 'an earlier archive')
    const run = await runScheduledBackup(instance(dir, new Date('2026-11-27T03:00:00Z'), { keep: 2 }))
    expect(run.outcome).toBe('made')
    const status = (await readBackupStatus(folder(dir)))!
    expect(status.removed).toEqual(earlier.slice(0, 2))
    expect(archivesIn(dir)).toEqual(['site-backup-2026-11-20T10-00-00Z.tar.gz', earlier[2]!, status.file!].sort())
  })

  it('a server with BACKUP_SCHEDULE makes the backups at the times it names, by itself', async () => {
    const dir = tempDir()
    // Every second (croner's six fields): the timer's first backup is there within a few.
    const stop = startScheduledBackups(payload, { ...process.env, BACKUP_SCHEDULE: '* * * * * *', BACKUP_DIR: dir })
    try {
      const status = await eventually('the first scheduled backup', () => readBackupStatus(folder(dir)), {
        timeoutMs: 15_000,
      })
      expect(status).toMatchObject({ ok: true })
      expect(new Date(status.slot).getMilliseconds()).toBe(0)
      expect(archivesIn(dir)).toEqual([status.file])
    } finally {
      await stop()
    }
  })

  it('a failed backup is recorded in last-backup.json and e-mailed to every admin, in both languages, with nothing personal', async () => {
    const admins = await Promise.all(
      ['backup-admin-1@example.com', 'backup-admin-2@example.com'].map((email) => ensureUser(email, ['admin'])),
    )
    await ensureUser('backup-editor@example.com', ['editor'])
    const allAdmins = await payload.find({
      collection: 'users',
      where: { roles: { in: ['admin'] } },
      pagination: false,
      overrideAccess: true,
    })
    // A database with no site in it: the backup itself fails (after the lock, as a broken one would).
    const empty = await createEmptyDatabase(databaseUrl)
    const dir = tempDir()
    const before = smtp.mails.length
    try {
      const run = await runScheduledBackup(
        instance(dir, new Date('2026-11-27T03:00:00Z'), {
          databaseUrl: empty.url,
          onFailure: (status) => emailAdminsAboutFailure(payload, status).then(() => undefined),
        }),
      )
      expect(run.outcome).toBe('failed')
    } finally {
      await empty.drop()
    }
    const status = (await readBackupStatus(folder(dir)))!
    expect(status).toMatchObject({ slot: '2026-11-27T03:00:00.000Z', ok: false })
    expect(status.error).toMatch(/nothing to back up/)
    expect(fs.readdirSync(dir)).toEqual([statusFileName])
    expect(logged.some((line) => line.includes('failed') && line.includes('nothing to back up'))).toBe(true)

    const mails = smtp.mails.slice(before)
    const recipients = mails.flatMap((mail) => mail.to).sort()
    expect(recipients).toEqual(allAdmins.docs.map((admin) => admin.email).sort())
    expect(recipients).toEqual(expect.arrayContaining(admins.map((admin) => admin.email)))
    expect(recipients).not.toContain('backup-editor@example.com')
    for (const mail of mails) {
      const subject = decodeSubject(mail.headers.subject ?? '')
      expect(subject).toContain('Резервну копію не створено')
      expect(subject).toContain('Scheduled backup failed')
      const text = bodyText(mail)
      expect(text).toContain('не створено')
      expect(text).toContain('failed')
      for (const admin of allAdmins.docs) expect(text).not.toContain(admin.email)
    }
  })
})

describe('held e-mail jobs on the dashboard', () => {
  const endpoint = () =>
    payload.config.endpoints.find((candidate: Endpoint) => candidate.path === '/backups/held-mail') as Endpoint
  const call = async (user: User | undefined, body: unknown) => {
    const req = await createLocalReq({ user: user && asUser(user) }, payload)
    req.json = async () => body
    return endpoint().handler(req)
  }
  const heldJobs = () =>
    payload.find({ collection: 'payload-jobs', where: { queue: { equals: heldQueue } }, overrideAccess: true })
  /** A message whose e-mail job a restore held (as tools/backup/restore.ts leaves it). */
  const heldMessage = async () => {
    const message = await payload.create({
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
    // Its e-mail job, queued with it, where a restore puts an unfinished one: the held queue.
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendContactEmail' }, queue: { equals: 'default' } },
      pagination: false,
      overrideAccess: true,
    })
    const job = queued.docs.find((doc) => (doc.input as { id?: number }).id === message.id)!
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { queue: heldQueue }, overrideAccess: true })
    return { message, job }
  }

  it('refuses a visitor (401) and a staff member who is not an admin (403), and leaves the jobs held', async () => {
    const { job } = await heldMessage()
    const editor = await ensureUser('backup-editor@example.com', ['editor'])
    expect((await call(undefined, { action: 'release' })).status).toBe(401)
    const refused = await call(editor, { action: 'drop' })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBeTruthy()
    expect((await heldJobs()).docs.map((held) => held.id)).toContain(job.id)
  })

  it('an admin releases every held e-mail to the queue, and drops them after a restore with nothing sent', async () => {
    const admin = await ensureUser('backup-admin-1@example.com', ['admin'])
    expect((await call(admin, { action: 'send' })).status).toBe(400)

    const held = (await heldJobs()).docs.map((job) => job.id)
    const released = await call(admin, { action: 'release' })
    expect(released.status).toBe(200)
    expect(await released.json()).toEqual({ settled: held.length })
    expect((await heldJobs()).totalDocs).toBe(0)
    const back = await payload.find({ collection: 'payload-jobs', where: { id: { in: held } }, overrideAccess: true })
    expect(back.docs.map((job) => job.queue)).toEqual(held.map(() => 'default'))

    const { message, job } = await heldMessage()
    const dropped = await call(admin, { action: 'drop' })
    expect(await dropped.json()).toEqual({ settled: 1 })
    expect((await heldJobs()).totalDocs).toBe(0)
    const gone = await payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      overrideAccess: true,
    })
    expect(gone.totalDocs).toBe(0)
    const noted = await payload.findByID({ collection: 'contact-forms', id: message.id, overrideAccess: true })
    expect((noted.delivery as { lastError?: string }).lastError).toMatch(/Dropped after a restore/)

    // The released jobs would be sent by the next test file's server: this run leaves none behind.
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: held } }, overrideAccess: true })
  })
})

async function ensureUser(email: string, roles: ('admin' | 'editor')[]): Promise<User> {
  const { ensureUser: ensure } = await import('../support/payload')
  return ensure(payload, email, roles)
}

/** An RFC 2047 encoded subject (nodemailer encodes non-ASCII words), decoded. */
function decodeSubject(subject: string): string {
  return subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

/** A one-part message's text, decoded (nodemailer sends it quoted-printable). */
function bodyText(mail: ReceivedMail): string {
  const body = mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
  if (!/quoted-printable/i.test(mail.headers['content-transfer-encoding'] ?? '')) return body
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

import fs from 'node:fs'
import path from 'node:path'
import { Cron } from 'croner'
import type { Payload } from 'payload'
import pg from 'pg'

import { dataDir } from '@/lib/paths'
import { archiveName, writeBackup } from './backup'
import { archiveIntoPlace, describePlace, listPlace, removeFromPlace, type BackupPlace } from './place'
import { backupSettings, readBackupStatus, writeBackupStatus, type BackupStatus } from './status'

/**
 * Scheduled backups (BACKUP_SCHEDULE, BACKUP_KEEP, BACKUP_DIR): every server that runs the jobs
 * queue keeps a timer (croner, which Payload's own job schedules use), and each slot's archive
 * is made ONCE however many instances fire at that minute. No database table for it (that
 * would be a migration): the instance that takes a PostgreSQL advisory lock (session-level,
 * non-blocking) makes it; one that finds the lock taken, or the slot already recorded in
 * `last-backup.json`, does nothing. The winner keeps the lock until a minute after the slot,
 * so an instance whose timer fires a few seconds late finds it still taken even when the
 * backup itself took less than that and BACKUP_DIR is not shared. A failed run is recorded
 * there too, logged, and e-mailed to the admins; the next slot tries again.
 */
export const backupScheduleLockKey = 0x6bac_2026_25n

/**
 * Scheduled archives are told apart from `npm run backup`'s by their name, which carries their
 * slot (the same on every instance): only they rotate out.
 */
const scheduledPrefix = 'site-backup-scheduled'
const scheduledArchive = /^site-backup-scheduled-.+\.tar\.gz(\.enc)?$/

export type ScheduledRun = {
  databaseUrl: string
  embedded: boolean
  /** The time the schedule named (not when the timer fired): what instances agree on. */
  slot: Date
  /** Where the archives and their record go (./place.ts). */
  place: BackupPlace
  keep: number
  /** How long after the slot the winner keeps the lock (default 60 s; tests: 0). */
  lockHoldMs?: number
  log: (level: 'info' | 'error', line: string) => void
  /** Told of a failed run (it e-mails the admins); its own failure is logged, never thrown. */
  onFailure?: (status: BackupStatus) => Promise<void>
}

export type ScheduledOutcome = (
  { outcome: 'made' | 'failed'; status: BackupStatus } | { outcome: 'skipped'; reason: 'locked' | 'done' }
) & {
  /** Lets go of the lock now, if this run still holds it (else a minute after the slot). */
  release: () => Promise<void>
}

export async function runScheduledBackup(run: ScheduledRun): Promise<ScheduledOutcome> {
  const client = new pg.Client({ connectionString: run.databaseUrl, connectionTimeoutMillis: 10_000 })
  // A connection lost while it holds the lock (a database restart) must not end the server:
  // the lock goes with it, and the next slot connects afresh.
  client.on('error', (error) => run.log('error', `[backup] the schedule's lock connection failed: ${error.message}`))
  await client.connect()
  const lock = backupScheduleLockKey.toString()
  let holding = false
  let released: Promise<void> | undefined
  const release = () =>
    (released ??= (async () => {
      if (holding) await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => undefined)
      await client.end().catch(() => undefined)
    })())
  try {
    const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [lock])
    holding = Boolean(rows[0]?.taken)
    const result = holding ? await makeSlot(run) : ({ outcome: 'skipped', reason: 'locked' } as const)
    const wait = run.slot.getTime() + (run.lockHoldMs ?? 60_000) - Date.now()
    if (holding && wait > 0) setTimeout(() => void release(), wait).unref()
    else await release()
    return { ...result, release }
  } catch (error) {
    await release()
    throw error
  }
}

/** With the lock held: this slot's archive, unless one was made already; recorded either way. */
async function makeSlot(
  run: ScheduledRun,
): Promise<{ outcome: 'made' | 'failed'; status: BackupStatus } | { outcome: 'skipped'; reason: 'done' }> {
  const startedAt = new Date()
  let status: BackupStatus
  try {
    const last = await readBackupStatus(run.place)
    if (last && new Date(last.slot).getTime() >= run.slot.getTime()) return { outcome: 'skipped', reason: 'done' }
    const result = await archiveIntoPlace(run.place, archiveName(run.slot, scheduledPrefix), (out) =>
      writeBackup(run.databaseUrl, run.embedded, { out }),
    )
    const removed = await rotate(run.place, run.keep)
    status = {
      slot: run.slot.toISOString(),
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      ok: true,
      file: path.basename(result.file),
      bytes: result.bytes,
      ...(removed.length ? { removed } : {}),
    }
    run.log(
      'info',
      `[backup] scheduled backup of ${status.slot}: ${status.file} (${result.bytes} bytes)${removed.length ? `; removed ${removed.length} older` : ''}`,
    )
  } catch (error) {
    status = {
      slot: run.slot.toISOString(),
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      ok: false,
      error: (error as Error).message,
    }
    run.log('error', `[backup] scheduled backup of ${status.slot} failed: ${status.error}`)
  }
  try {
    await writeBackupStatus(run.place, status)
  } catch (error) {
    // A place that cannot be written is itself the failure the admins must hear of.
    run.log('error', `[backup] could not record the run in ${describePlace(run.place)}: ${(error as Error).message}`)
  }
  if (!status.ok)
    await run
      .onFailure?.(status)
      .catch((error: unknown) =>
        run.log('error', `[backup] could not e-mail the admins about it: ${(error as Error).message}`),
      )
  return { outcome: status.ok ? 'made' : 'failed', status }
}

/** Removes the oldest scheduled archives beyond `keep`; returns their names. */
async function rotate(place: BackupPlace, keep: number): Promise<string[]> {
  // Names carry the UTC time (site-backup-scheduled-2026-11-27T03-00-00Z…): their order is their age.
  const archives = (await listPlace(place)).filter((name) => scheduledArchive.test(name)).sort()
  const removed = archives.slice(0, Math.max(0, archives.length - keep))
  await removeFromPlace(place, removed)
  return removed
}

/** A failed scheduled backup, e-mailed to every admin in both languages: when and why, nothing personal. */
export async function emailAdminsAboutFailure(payload: Payload, status: BackupStatus): Promise<number> {
  const admins = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const site = payload.config.serverURL || 'the site'
  const subject = `Резервну копію не створено / Scheduled backup failed: ${site}`
  const text = [
    `Заплановану резервну копію сайту ${site} на ${status.slot} не створено.`,
    `Помилка: ${status.error}`,
    'Подробиці — у журналі сервера; остання копія — на панелі «Резервні копії» в адмінці. Наступна спроба — за розкладом (BACKUP_SCHEDULE).',
    '',
    `The scheduled backup of ${site} for ${status.slot} failed.`,
    `Error: ${status.error}`,
    'Details are in the server log; the last backup is on the admin dashboard’s backups panel. The next attempt follows the schedule (BACKUP_SCHEDULE).',
  ].join('\n')
  let sent = 0
  for (const admin of admins.docs) {
    await payload.sendEmail({ to: admin.email, subject, text })
    sent += 1
  }
  payload.logger.info(`[backup] the failure was e-mailed to ${sent} admin(s)`)
  return sent
}

/**
 * Whether `url` is the data folder's embedded PostgreSQL (the server sets DATABASE_URL to it):
 * its postmaster.pid names its port on the fourth line. Only the manifest's `source` tells it.
 */
function isEmbedded(url: string): boolean {
  try {
    const lines = fs.readFileSync(path.join(dataDir(), 'postgres', 'postmaster.pid'), 'utf8').split('\n')
    const target = new URL(url)
    return target.hostname === '127.0.0.1' && target.port === lines[3]?.trim()
  } catch {
    return false
  }
}

const timers = new WeakMap<Payload, () => Promise<void>>()

/**
 * Starts the schedule on a server that runs the jobs queue (payload.config.ts onInit). The
 * database is the one Payload uses (DATABASE_URL: the server sets it for the embedded one too).
 * Returns what stops it (the timer, and the lock this process may still hold).
 */
export function startScheduledBackups(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): () => Promise<void> {
  const settings = backupSettings(env)
  const running = timers.get(payload)
  // `next build` renders pages with a Payload of its own: a slot passing then must not be
  // taken (and recorded as done) from the build's database.
  if (!settings.schedule || running || env.NEXT_PHASE === 'phase-production-build')
    return running ?? (async () => undefined)
  const databaseUrl = env.DATABASE_URL
  if (!databaseUrl) {
    payload.logger.warn('[backup] BACKUP_SCHEDULE is set but no DATABASE_URL is known here: no scheduled backups')
    return async () => undefined
  }
  // The run that took the lock last: only it may still hold it (one at a time, per database).
  let holder: (() => Promise<void>) | undefined
  let cron: Cron
  try {
    cron = new Cron(settings.schedule, { unref: true, protect: true }, () =>
      runScheduledBackup({
        databaseUrl,
        embedded: isEmbedded(databaseUrl),
        // One second ahead: croner's previous run before that is the slot that fired now.
        slot: cron.previousRuns(1, new Date(Date.now() + 1000))[0] ?? new Date(),
        place: settings.place,
        keep: settings.keep,
        log: (level, line) => payload.logger[level](line),
        onFailure: (status) => emailAdminsAboutFailure(payload, status).then(() => undefined),
      }).then(
        (outcome) => {
          if (outcome.outcome !== 'skipped' || outcome.reason !== 'locked') holder = outcome.release
        },
        (error: unknown) =>
          payload.logger.error(`[backup] scheduled backup could not run: ${(error as Error).message}`),
      ),
    )
  } catch (error) {
    payload.logger.error(
      `[backup] BACKUP_SCHEDULE "${settings.schedule}" is not a cron expression (${(error as Error).message}): no scheduled backups`,
    )
    return async () => undefined
  }
  const stop = async () => {
    cron.stop()
    timers.delete(payload)
    await holder?.()
  }
  timers.set(payload, stop)
  payload.logger.info(
    `[backup] scheduled backups "${settings.schedule}" into ${describePlace(settings.place)}, keeping ${settings.keep}; next ${cron.nextRun()?.toISOString()}`,
  )
  return stop
}

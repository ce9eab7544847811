import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import type { Payload } from 'payload'
import * as tar from 'tar'

import { restoreErasureLog } from '@/lib/erasure/replay'
import { resolveSecret } from '@/server/bootstrap'
import { StartupError } from '@/server/embeddedPostgres'
import { documentsIn, loadDatabase, otherSessions, type Migration } from './database'
import { BackupKeyError, decryptStream, encryptedMagic } from './encryption'
import { configuredStorage, placeFiles, storageHoldsFiles } from './files'
import { holdUnfinishedJobs } from './heldMail'
import { verifyExtracted, type Manifest } from './manifest'
import { removeOnExit } from './temporary'

/**
 * `npm run restore -- FILE [--replace]`. Everything is read and checked before anything is
 * changed: the archive is opened (BACKUP_KEY), unpacked into a temporary folder and every part
 * checked against the manifest's checksum; the target is checked too (empty, or --replace; no
 * site serving from it). Then the database is replaced in one transaction (./database.ts), the
 * uploads put in place, and an archive from an older version migrated forward by Payload.
 */
const gzipMagic = Buffer.from([0x1f, 0x8b])

function firstBytes(file: string, count: number): Buffer {
  const handle = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(count)
    const read = fs.readSync(handle, buffer, 0, count, 0)
    return buffer.subarray(0, read)
  } finally {
    fs.closeSync(handle)
  }
}

/** Unpacks `file` into `into` and checks it whole; throws one sentence on anything wrong. */
export async function openArchive(file: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new StartupError(`${file}: no such file.`)
  const head = firstBytes(file, encryptedMagic.length)
  const encrypted = head.equals(encryptedMagic)
  if (!encrypted && !head.subarray(0, 2).equals(gzipMagic))
    throw new StartupError(`${file} is not a backup of this site (neither a .tar.gz nor a sealed archive).`)
  const key = process.env.BACKUP_KEY
  if (encrypted && !key) throw new StartupError(`${file} is encrypted: set BACKUP_KEY to the key it was made with.`)
  try {
    const streams: (NodeJS.ReadableStream | NodeJS.WritableStream)[] = [
      fs.createReadStream(file),
      ...(encrypted ? [decryptStream(key!)] : []),
      zlib.createGunzip(),
      // tar's Unpack is a Minipass stream, which Node's pipeline drives as a writable.
      tar.extract({ cwd: into, strict: true }) as unknown as NodeJS.WritableStream,
    ]
    await pipeline(streams)
  } catch (error) {
    if (error instanceof BackupKeyError) throw new StartupError(`${file}: ${error.message}.`)
    throw new StartupError(`${file} is damaged or incomplete (${(error as Error).message}).`)
  }
  try {
    return await verifyExtracted(into)
  } catch (error) {
    throw new StartupError(`${file} cannot be restored: ${(error as Error).message}.`)
  }
}

export type RestoreTarget = { url: string; embedded: boolean; owned: boolean; stop: () => Promise<void> }
export type RestoreOptions = {
  replace: boolean
  /** The configured database, reached (or started) only once the archive is known to be whole. */
  attach: () => Promise<RestoreTarget>
  log?: (line: string) => void
}
export type RestoreResult = {
  manifest: Manifest
  restoredTables: number
  skippedTables: string[]
  heldJobs: number
  migratedForward: string[]
}

/** The migrations this build ships, in order, as Payload's migrate takes them. */
async function shippedMigrations(): Promise<Migration[]> {
  const { migrations } = await import('../../migrations/index')
  return migrations as unknown as Migration[]
}

export async function restoreArchive(file: string, options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined)
  const staging = removeOnExit(fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-')))
  let target: RestoreTarget | undefined
  try {
    const manifest = await openArchive(path.resolve(file), staging)
    log(
      `archive checked: ${manifest.parts.length} parts, made ${manifest.createdAt} by ${manifest.site.name} ${manifest.site.version}`,
    )

    const shipped = await shippedMigrations()
    const known = new Set(shipped.map((migration) => migration.name))
    const unknown = manifest.migrations.filter((name) => !known.has(name))
    if (unknown.length)
      throw new StartupError(
        `${file} comes from a newer version of the site (its migration ${unknown[0]} is not in this one): update the site first; nothing was changed.`,
      )
    const inArchive = new Set(manifest.migrations)
    const archiveMigrations = shipped.filter((migration) => inArchive.has(migration.name))
    const forward = shipped.filter((migration) => !inArchive.has(migration.name)).map((migration) => migration.name)

    target = await options.attach()
    const storage = configuredStorage()
    const held = await documentsIn(target.url)
    const hasFiles = await storageHoldsFiles(storage)
    if (!options.replace && (held.documents > 0 || held.foreignTables > 0 || hasFiles)) {
      const what = held.documents
        ? `${held.documents} document(s)`
        : held.foreignTables
          ? `${held.foreignTables} table(s)`
          : 'uploaded files'
      throw new StartupError(
        `The target already holds ${what}: add --replace to overwrite it with the archive; nothing was changed.`,
      )
    }
    if (target.embedded && !target.owned)
      throw new StartupError(
        'The site is running on this data folder: stop it first (a restore replaces its database); nothing was changed.',
      )
    const sessions = target.embedded ? 0 : await otherSessions(target.url)
    if (sessions > 0)
      throw new StartupError(
        `${sessions} other connection(s) use the target database: stop the site's instances first; nothing was changed.`,
      )

    const loaded = await loadDatabase(target.url, staging, manifest.tables, archiveMigrations, holdUnfinishedJobs)
    log(`database: ${loaded.restoredTables} tables restored in one transaction`)
    if (loaded.skippedTables.length)
      log(`  not restored (no such table in the site's schema): ${loaded.skippedTables.join(', ')}`)
    await placeFiles(storage, staging, manifest.files)
    log(`uploads: ${manifest.files.length} files into ${storage.kind === 's3' ? 'the S3 bucket' : 'the data folder'}`)
    if (forward.length) {
      log(`migrating forward: ${forward.join(', ')}`)
      await migrateForward(target.url)
    }
    // Erasures survive a restore (src/lib/erasure): the archive's log joins the target's and
    // everything it names is erased again, before any site serves this data.
    const url = target.url
    const erasures = await restoreErasureLog(url, staging, {
      resolveSecret: () => void resolveSecret(),
      withPayload: (act) => withSitePayload(url, act),
    })
    if (erasures.entries)
      log(
        `erasures: ${erasures.entries} in the log, erased again: ${erasures.messages} message(s), ${erasures.cvs} CV(s)` +
          (erasures.otherKey
            ? `; ${erasures.otherKey} made with another key cannot be matched (set the source's ERASURE_KEY or PAYLOAD_SECRET)`
            : ''),
      )
    return { manifest, ...loaded, migratedForward: forward }
  } finally {
    await target?.stop()
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Payload's own migrate, as a start would run it, for the migrations newer than the archive. */
async function migrateForward(url: string): Promise<void> {
  const { resolveSecret } = await import('@/server/bootstrap')
  resolveSecret()
  process.env.DATABASE_URL = url
  process.env.DISABLE_JOBS_AUTORUN = '1'
  const { getMigratedPayload, releasePayload } = await import('@/server/payload')
  // In production Payload applies its prodMigrations on connect; elsewhere getMigratedPayload runs them.
  await releasePayload(await getMigratedPayload())
}

/** Payload on the restored database, for what must go through it (the erasures' replay). */
async function withSitePayload(url: string, act: (payload: Payload) => Promise<void>): Promise<void> {
  resolveSecret()
  process.env.DATABASE_URL = url
  process.env.DISABLE_JOBS_AUTORUN = '1'
  const { getMigratedPayload, releasePayload } = await import('@/server/payload')
  const payload = await getMigratedPayload()
  try {
    await act(payload)
  } finally {
    await releasePayload(payload)
  }
}

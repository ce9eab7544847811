import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import * as tar from 'tar'

import { copyErasureLog } from '@/lib/erasure/log'
import { dataDir } from '@/lib/paths'
import { dumpDatabase } from './database'
import { encryptStream } from './encryption'
import { collectFiles, configuredStorage, folders } from './files'
import { manifestFormat, manifestName, manifestVersion, type Manifest } from './manifest'
import { removeNow, removeOnExit, sweepLeftovers } from './temporary'

/**
 * One archive holding the whole site, for `npm run backup` (tools/backup/cli.ts) and the
 * server's scheduled backups (./schedule.ts). The database is read in one snapshot
 * (./database.ts), the uploads after it, so every file the snapshot names is there (a file
 * added meanwhile may be too: harmless); then everything is packed as a tar, gzipped, sealed
 * when BACKUP_KEY is set, into a hidden temporary name in the target folder, and renamed to
 * its own name only when whole and flushed to disk.
 */
export type BackupOptions = { out?: string; log?: (line: string) => void }
export type BackupResult = { file: string; bytes: number; manifest: Manifest }

export const backupDir = (env: Record<string, string | undefined> = process.env) =>
  path.resolve(env.BACKUP_DIR || path.join(dataDir(), 'backups'))

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')

/** An archive's file name: `<prefix>-<UTC time>.tar.gz`, `.enc` added when BACKUP_KEY seals it. */
export const archiveName = (createdAt: Date, prefix = 'site-backup') =>
  `${prefix}-${stamp(createdAt)}.tar.gz${process.env.BACKUP_KEY ? '.enc' : ''}`

function siteVersion(): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  return { name: pkg.name, version: pkg.version }
}

export async function writeBackup(databaseUrl: string, embedded: boolean, options: BackupOptions = {}) {
  const log = options.log ?? (() => undefined)
  const key = process.env.BACKUP_KEY || undefined
  const createdAt = new Date()
  const file = path.resolve(options.out ?? path.join(backupDir(), archiveName(createdAt)))
  const folder = path.dirname(file)
  const storage = configuredStorage()
  // An archive written among the uploads would be copied into the next one, and the next…
  if (storage.kind === 'data folder' && folders.some((upload) => isInside(folder, path.join(storage.root, upload))))
    throw new Error(`The archive's folder ${folder} lies inside the uploads: choose another (BACKUP_DIR, --out).`)
  fs.mkdirSync(folder, { recursive: true })
  sweepLeftovers(folder)
  const staging = removeOnExit(path.join(folder, `.backup-staging-${process.pid}`))
  const partial = removeOnExit(path.join(folder, `.${path.basename(file)}.partial-${process.pid}`))
  fs.mkdirSync(staging, { recursive: true })
  try {
    const database = await dumpDatabase(databaseUrl, staging)
    log(`database: ${database.tables.length} tables in one snapshot`)
    const uploads = await collectFiles(storage, staging)
    log(`uploads: ${uploads.files.length} files from ${storage.kind === 's3' ? 'the S3 bucket' : 'the data folder'}`)
    // The erasure log travels too (no personal data in it): a restore replays it (src/lib/erasure).
    const erasures = await copyErasureLog(staging)
    const held = new Set(uploads.files.map((entry) => entry.key))
    const missingFiles = [
      ...database.referencedFiles.media.map((name) => `media/${name}`),
      ...database.referencedFiles.cv.map((name) => `cv/${name}`),
    ].filter((key) => !held.has(key))
    const manifest: Manifest = {
      format: manifestFormat,
      formatVersion: manifestVersion,
      createdAt: createdAt.toISOString(),
      site: siteVersion(),
      source: { database: embedded ? 'embedded' : 'server', storage: storage.kind },
      migrations: database.migrations,
      counts: database.counts,
      tables: database.tables,
      files: uploads.files,
      missingFiles,
      encrypted: Boolean(key),
      parts: [...database.parts, ...uploads.parts, ...erasures],
    }
    fs.writeFileSync(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`)
    const entries = [
      manifestName,
      'database',
      ...['files', 'erasures'].filter((entry) => fs.existsSync(path.join(staging, entry))),
    ]
    const out = fs.createWriteStream(partial, { mode: 0o600 })
    await pipeline(
      // tar's streams are Minipass ones: Node's pipeline takes them as async iterables.
      Readable.from(tar.create({ cwd: staging, portable: true }, entries), { objectMode: false }),
      zlib.createGzip({ level: 6 }),
      ...(key ? [encryptStream(key)] : []),
      out,
    )
    // Tests kill the backup here, its archive written whole under the temporary name.
    if (process.env.BACKUP_TEST_HOLD) {
      log('holding before the rename (BACKUP_TEST_HOLD)')
      await new Promise(() => undefined)
    }
    const handle = fs.openSync(partial, 'r+')
    fs.fsyncSync(handle)
    fs.closeSync(handle)
    fs.renameSync(partial, file)
    return { file, bytes: fs.statSync(file).size, manifest }
  } finally {
    removeNow(staging)
    removeNow(partial)
  }
}

const isInside = (folder: string, parent: string) => {
  const relative = path.relative(parent, folder)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

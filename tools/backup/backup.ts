import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import * as tar from 'tar'

import { dataDir } from '@/lib/paths'
import { dumpDatabase } from './database'
import { encryptStream } from './encryption'
import { collectFiles, configuredStorage } from './files'
import { manifestFormat, manifestName, manifestVersion, type Manifest } from './manifest'
import { removeOnExit, sweepLeftovers } from './temporary'

/**
 * `npm run backup`: one archive holding the whole site. The database is read in one snapshot
 * (./database.ts), the uploads after it, so every file the snapshot names is there (a file
 * added meanwhile may be too: harmless); then everything is packed as a tar, gzipped, sealed
 * when BACKUP_KEY is set, into a hidden temporary name in the target folder, and renamed to
 * its own name only when whole and flushed to disk.
 */
export type BackupOptions = { out?: string; log?: (line: string) => void }
export type BackupResult = { file: string; bytes: number; manifest: Manifest }

export const backupDir = () => path.resolve(process.env.BACKUP_DIR || path.join(dataDir(), 'backups'))

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')

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
  const file = path.resolve(
    options.out ?? path.join(backupDir(), `site-backup-${stamp(createdAt)}.tar.gz${key ? '.enc' : ''}`),
  )
  const folder = path.dirname(file)
  fs.mkdirSync(folder, { recursive: true })
  sweepLeftovers(folder)
  const staging = removeOnExit(path.join(folder, `.backup-staging-${process.pid}`))
  const partial = removeOnExit(path.join(folder, `.${path.basename(file)}.partial-${process.pid}`))
  fs.mkdirSync(staging, { recursive: true })
  try {
    const storage = configuredStorage()
    const database = await dumpDatabase(databaseUrl, staging)
    log(`database: ${database.tables.length} tables in one snapshot`)
    const uploads = await collectFiles(storage, staging)
    log(`uploads: ${uploads.files.length} files from ${storage.kind === 's3' ? 'the S3 bucket' : 'the data folder'}`)
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
      parts: [...database.parts, ...uploads.parts],
    }
    fs.writeFileSync(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`)
    const entries = [manifestName, 'database', ...(fs.existsSync(path.join(staging, 'files')) ? ['files'] : [])]
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
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { s3ClientConfig, s3Settings, type S3Settings } from '@/lib/storage/settings'
import { backupDir } from './backup'

/**
 * Where the scheduled backups keep their archives and `last-backup.json`: BACKUP_DIR when set (a
 * folder); else, with S3_BUCKET, the `backups/` prefix of the site's bucket, which every instance
 * of the cluster shares (one record, one set of archives, whichever instance made them); else
 * `<DATA_DIR>/backups`. A backup never holds this place: it reads only the uploads' `media/` and
 * `cv/` (./files.ts). The bucket is reached only in S3 mode, so a local start never loads the SDK.
 */
export type BackupPlace = { kind: 'folder'; dir: string } | { kind: 'bucket'; settings: S3Settings; prefix: string }

export const bucketPrefix = 'backups/'

export function backupPlace(env: Record<string, string | undefined> = process.env): BackupPlace {
  const settings = env.BACKUP_DIR?.trim() ? undefined : s3Settings(env)
  return settings ? { kind: 'bucket', settings, prefix: bucketPrefix } : { kind: 'folder', dir: backupDir(env) }
}

export const describePlace = (place: BackupPlace) =>
  place.kind === 'folder' ? place.dir : `s3://${place.settings.bucket}/${place.prefix}`

/** The names (without the prefix) of what the place holds. */
export async function listPlace(place: BackupPlace): Promise<string[]> {
  if (place.kind === 'folder') return fs.existsSync(place.dir) ? fs.readdirSync(place.dir) : []
  const { listObjects } = await import('@/lib/storage/bucket')
  return (await listObjects(place.settings, place.prefix)).map((key) => key.slice(place.prefix.length))
}

export async function removeFromPlace(place: BackupPlace, names: string[]): Promise<void> {
  if (place.kind === 'folder') {
    for (const name of names) fs.rmSync(path.join(place.dir, name), { force: true })
    return
  }
  const { deleteObjects } = await import('@/lib/storage/bucket')
  if (names.length)
    await deleteObjects(
      place.settings,
      names.map((name) => `${place.prefix}${name}`),
    )
}

/** A small text (the record), or undefined when there is none. */
export async function readFromPlace(place: BackupPlace, name: string): Promise<string | undefined> {
  if (place.kind === 'folder') {
    const file = path.join(place.dir, name)
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
  }
  const { objectExists, readObject } = await import('@/lib/storage/bucket')
  const key = `${place.prefix}${name}`
  return (await objectExists(place.settings, key))
    ? (await readObject(place.settings, key)).toString('utf8')
    : undefined
}

/** Writes a small text whole: a temporary name renamed in a folder; one PUT (atomic) in a bucket. */
export async function writeToPlace(place: BackupPlace, name: string, text: string): Promise<void> {
  if (place.kind === 'folder') {
    fs.mkdirSync(place.dir, { recursive: true })
    const partial = path.join(place.dir, `.${name}.partial-${process.pid}`)
    fs.writeFileSync(partial, text)
    fs.renameSync(partial, path.join(place.dir, name))
    return
  }
  const { putObject } = await import('@/lib/storage/bucket')
  await putObject(place.settings, `${place.prefix}${name}`, Buffer.from(text), 'application/json')
}

/**
 * Makes the archive `name` in the place: `write` writes it to the local path it is given (the
 * folder itself; for a bucket a temporary folder, uploaded from as a stream and removed after,
 * so the archive is never held in memory and the object appears only whole).
 */
export async function archiveIntoPlace<T extends { file: string; bytes: number }>(
  place: BackupPlace,
  name: string,
  write: (file: string) => Promise<T>,
): Promise<T> {
  if (place.kind === 'folder') return write(path.join(place.dir, name))
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-upload-'))
  try {
    const result = await write(path.join(staging, name))
    const { S3 } = await import('@aws-sdk/client-s3')
    const s3 = new S3(s3ClientConfig(place.settings))
    try {
      await s3.putObject({
        Bucket: place.settings.bucket,
        Key: `${place.prefix}${name}`,
        Body: fs.createReadStream(result.file),
        ContentLength: result.bytes,
        ContentType: 'application/octet-stream',
      })
    } finally {
      s3.destroy()
    }
    return { ...result, file: `${place.prefix}${name}` }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '@/lib/paths'
import { s3Settings, uploadFolders, type S3Settings } from '@/lib/storage/settings'
import { writeHashed, type FileEntry, type Part } from './manifest'

/**
 * The uploads' side: media (with their generated sizes) and CVs, from the data folder
 * (`<DATA_DIR>/media`, `<DATA_DIR>/cv`) or the S3 bucket (keys `media/…`, `cv/…`), kept in the
 * archive as `files/<key>` whichever storage they came from, so an archive restores into either.
 * Only these two folders are read: the backups' own folder (BACKUP_DIR, by default
 * `<DATA_DIR>/backups`) is never part of a backup. Putting files back is the restore's side,
 * tools/backup/files.ts.
 */
export const folders = Object.values(uploadFolders)

export type Storage = { kind: 'data folder'; root: string } | { kind: 's3'; settings: S3Settings }

/** The storage `npm start` would use with these settings. */
export function configuredStorage(): Storage {
  const settings = s3Settings()
  return settings ? { kind: 's3', settings } : { kind: 'data folder', root: dataDir() }
}

export function filesUnder(root: string, folder: string): string[] {
  const base = path.join(root, folder)
  if (!fs.existsSync(base)) return []
  return (fs.readdirSync(base, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(base, entry)).isFile())
    .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`)
    .sort()
}

/** Copies every upload into `<staging>/files/<key>`, hashing each. */
export async function collectFiles(storage: Storage, staging: string): Promise<{ files: FileEntry[]; parts: Part[] }> {
  const files: FileEntry[] = []
  const parts: Part[] = []
  const keep = async (key: string, source: NodeJS.ReadableStream, contentType?: string) => {
    const part = `files/${key}`
    parts.push({ path: part, ...(await writeHashed(source, path.join(staging, part))) })
    files.push({ key, contentType, part })
  }
  if (storage.kind === 'data folder') {
    for (const folder of folders)
      for (const key of filesUnder(storage.root, folder))
        await keep(key, fs.createReadStream(path.join(storage.root, key)))
  } else {
    const { getObjectStream, listObjects } = await import('@/lib/storage/bucket')
    for (const folder of folders)
      for (const key of await listObjects(storage.settings, `${folder}/`)) {
        const object = await getObjectStream(storage.settings, key)
        await keep(key, object.body, object.contentType)
      }
  }
  return { files, parts }
}

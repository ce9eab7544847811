import fs from 'node:fs'
import path from 'node:path'

import { filesUnder, folders, type Storage } from '@/lib/backup/files'
import type { FileEntry } from './manifest'

/**
 * The uploads' side of a restore; reading them into an archive is src/lib/backup/files.ts,
 * shared with the server's scheduled backups.
 */
export { configuredStorage, type Storage } from '@/lib/backup/files'

/** Whether the target storage holds any upload. */
export async function storageHoldsFiles(storage: Storage): Promise<boolean> {
  if (storage.kind === 'data folder') return folders.some((folder) => filesUnder(storage.root, folder).length > 0)
  const { listObjects } = await import('@/lib/storage/bucket')
  for (const folder of folders) if ((await listObjects(storage.settings, `${folder}/`)).length) return true
  return false
}

/**
 * Puts the archive's uploads in place of the target's: what the target held under `media/`
 * and `cv/` is removed first (a restore is the archive's state, not a merge).
 */
export async function placeFiles(storage: Storage, extracted: string, files: FileEntry[]): Promise<void> {
  if (storage.kind === 'data folder') {
    for (const folder of folders) {
      const target = path.join(storage.root, folder)
      const incoming = path.join(extracted, 'files', folder)
      const old = `${target}.replaced-${process.pid}`
      if (fs.existsSync(target)) fs.renameSync(target, old)
      if (fs.existsSync(incoming)) fs.cpSync(incoming, target, { recursive: true })
      else fs.mkdirSync(target, { recursive: true })
      fs.rmSync(old, { recursive: true, force: true })
    }
    return
  }
  const { contentTypeOf, deleteObjects, listObjects, putObject } = await import('@/lib/storage/bucket')
  for (const folder of folders) await deleteObjects(storage.settings, await listObjects(storage.settings, `${folder}/`))
  const queue = [...files]
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift())
      await putObject(
        storage.settings,
        entry.key,
        await fs.promises.readFile(path.join(extracted, entry.part)),
        entry.contentType ?? contentTypeOf(entry.key),
      )
  }
  await Promise.all(Array.from({ length: 8 }, worker))
}

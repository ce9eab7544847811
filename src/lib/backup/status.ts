import { positive } from '@/lib/env'
import { backupPlace, readFromPlace, writeToPlace, type BackupPlace } from './place'

/**
 * The scheduled backups' settings and the record of their last run, `last-backup.json` in their
 * place (./place.ts: BACKUP_DIR, or the bucket's `backups/`), which the dashboard's backups panel
 * shows and the next instance to fire reads (a slot already done is not done again). Written
 * whole (a renamed temporary file, or one PUT), so a reader never sees half of it.
 */
export type BackupSettings = {
  /** BACKUP_SCHEDULE, a cron expression in the server's time zone; unset: no scheduled backups. */
  schedule: string | undefined
  /** BACKUP_KEEP: how many scheduled archives stay (default 7); older ones are removed. */
  keep: number
  place: BackupPlace
}

export function backupSettings(env: Record<string, string | undefined> = process.env): BackupSettings {
  return {
    schedule: env.BACKUP_SCHEDULE?.trim() || undefined,
    keep: positive(env.BACKUP_KEEP, 7),
    place: backupPlace(env),
  }
}

export type BackupStatus = {
  /** The scheduled time this run was for (ISO). */
  slot: string
  startedAt: string
  finishedAt: string
  ok: boolean
  /** The archive's name in its place and its size (a successful run). */
  file?: string
  bytes?: number
  /** What went wrong (a failed run): one sentence, no personal data. */
  error?: string
  /** Older scheduled archives removed after this one (BACKUP_KEEP). */
  removed?: string[]
}

export const statusFileName = 'last-backup.json'

export async function readBackupStatus(place: BackupPlace): Promise<BackupStatus | undefined> {
  const text = await readFromPlace(place, statusFileName)
  try {
    return text ? (JSON.parse(text) as BackupStatus) : undefined
  } catch {
    // Unreadable reads as "none recorded": the next run writes it anew.
    return undefined
  }
}

export async function writeBackupStatus(place: BackupPlace, status: BackupStatus): Promise<void> {
  await writeToPlace(place, statusFileName, `${JSON.stringify(status, null, 2)}\n`)
}

import type { ServerProps } from 'payload'

import { userHasRole } from '@/access'
import { adminText } from '@/i18n/adminMessages'
import { heldQueue } from '@/lib/backup/heldMail'
import { describePlace } from '@/lib/backup/place'
import { backupSettings, readBackupStatus } from '@/lib/backup/status'
import { HeldMailButtons } from './HeldMail.client'
import './NewSubmissions.scss'
import './Backups.scss'

/** Times as people in the company read them: the office's time zone (as the CSV export). */
const timeZone = process.env.ADMIN_TIME_ZONE || 'Europe/Kyiv'

function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

function formatSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1024 * 1024 : 1024))
}

/**
 * Above Payload's dashboard, for admins only: the last scheduled backup (when, size, or the
 * failure; "no backup yet" and the schedule when none: src/lib/backup/status.ts) and, after a
 * restore, the e-mails it held, with buttons to release or drop them all.
 */
export async function Backups({ payload, user, i18n }: ServerProps) {
  if (!user || !payload || !i18n || !userHasRole(user, 'admin')) return null
  const language = i18n.language
  const settings = backupSettings()
  // The bucket (in S3 mode) may not answer: the dashboard still shows, saying so.
  const record = await readBackupStatus(settings.place).then(
    (status) => ({ status, unreadable: undefined }),
    (error: unknown) => ({ status: undefined, unreadable: (error as Error).message }),
  )
  const { status: last, unreadable } = record
  const held = await payload.count({
    collection: 'payload-jobs',
    where: { queue: { equals: heldQueue } },
    overrideAccess: true,
  })
  return (
    <section className="new-submissions backups" aria-labelledby="backups-title">
      <h2 id="backups-title" className="new-submissions__title">
        {adminText(language, 'backupsTitle')}
      </h2>
      <p
        className="backups__last"
        data-backup-result={unreadable !== undefined ? 'unreadable' : last ? (last.ok ? 'ok' : 'failed') : 'none'}
      >
        {unreadable !== undefined
          ? adminText(language, 'backupUnreadable', { error: unreadable })
          : !last
            ? adminText(language, 'backupNone')
            : last.ok
              ? adminText(language, 'backupMade', {
                  when: formatWhen(last.finishedAt, language),
                  size: formatSize(last.bytes ?? 0, language),
                })
              : adminText(language, 'backupFailed', {
                  when: formatWhen(last.finishedAt, language),
                  error: last.error ?? '',
                })}
      </p>
      <p className="backups__schedule">
        {settings.schedule
          ? adminText(language, 'backupSchedule', {
              schedule: settings.schedule,
              keep: settings.keep,
              dir: describePlace(settings.place),
            })
          : adminText(language, 'backupNoSchedule')}
      </p>
      {held.totalDocs > 0 && (
        <div className="backups__held" data-held-mail={held.totalDocs}>
          <p>{adminText(language, 'heldMailCount', { count: held.totalDocs })}</p>
          <HeldMailButtons api={payload.config.routes.api} count={held.totalDocs} />
        </div>
      )}
    </section>
  )
}

import fs from 'node:fs/promises'
import path from 'node:path'

import type { ServerProps } from 'payload'

import { userHasRole } from '@/access'
import { adminText } from '@/i18n/adminMessages'
import { deliveryCounts } from '@/lib/delivery/retry'
import { readiness } from '@/lib/health/readiness'
import { RetryMailButton } from './RetryMail.client'
import './NewSubmissions.scss'
import './Backups.scss'

/** Bytes under `folder`, files and folders walked once (kept a minute: a large data folder is not walked on every visit). */
let measured: { at: number; folder: string; bytes: number } | undefined
async function folderBytes(folder: string): Promise<number> {
  if (measured && measured.folder === folder && Date.now() - measured.at < 60_000) return measured.bytes
  let bytes = 0
  const walk = async (dir: string): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.isFile()) bytes += (await fs.stat(full).catch(() => ({ size: 0 }))).size
    }
  }
  await walk(folder)
  measured = { at: Date.now(), folder, bytes }
  return bytes
}

async function buildId(): Promise<string> {
  return (await fs.readFile(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').catch(() => '—')).trim()
}

async function version(): Promise<string> {
  const file = await fs.readFile(path.join(process.cwd(), 'package.json'), 'utf8').catch(() => '{}')
  return (JSON.parse(file) as { version?: string }).version ?? '—'
}

/**
 * Above Payload's dashboard, for admins only: the same health as /api/health/ready at a glance
 * (each dependency), the e-mail queue (waiting, failed for good, with "Send again"), the disk the
 * data folder takes, and the version and build running. The last backup is the panel below.
 */
export async function System({ payload, user, i18n }: ServerProps) {
  if (!user || !payload || !i18n || !userHasRole(user, 'admin')) return null
  const language = i18n.language
  const [health, mail, disk, running, build] = await Promise.all([
    readiness(payload),
    deliveryCounts(payload).catch(() => undefined),
    folderBytes(path.resolve(process.env.DATA_DIR || '.data')),
    version(),
    buildId(),
  ])
  const size = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(disk / 1024 / 1024)
  const names: Record<string, string> = { postgres: 'PostgreSQL', redis: 'Redis', s3: 'S3' }
  return (
    <section className="new-submissions backups" aria-labelledby="system-title" data-system={health.ok ? 'ok' : 'down'}>
      <h2 id="system-title" className="new-submissions__title">
        {adminText(language, 'systemTitle')}
      </h2>
      <ul className="backups__last">
        {Object.entries(health.parts).map(([part, up]) => (
          <li key={part} data-dependency={part} data-up={up ? 'yes' : 'no'}>
            {names[part] ?? part}: {adminText(language, up ? 'systemUp' : 'systemDown')}
          </li>
        ))}
      </ul>
      {mail && (
        <>
          <p className="backups__schedule">{adminText(language, 'systemMailWaiting', { count: mail.waiting })}</p>
          {mail.failed > 0 && (
            <div className="backups__held" data-failed-mail={mail.failed}>
              <p>{adminText(language, 'systemMailFailed', { count: mail.failed })}</p>
              <RetryMailButton api={payload.config.routes.api} />
            </div>
          )}
        </>
      )}
      <p className="backups__schedule">{adminText(language, 'systemDisk', { size })}</p>
      <p className="backups__schedule">{adminText(language, 'systemVersion', { version: running, build })}</p>
    </section>
  )
}

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import crypto from 'node:crypto'

import { log, median, pgPort, rounds } from '../lib/config.mjs'
import { pgClient } from '../lib/database.mjs'
import { freshDataDir } from '../lib/server.mjs'

/**
 * `npm run backup` of the seeded site while it serves (one-process mode: the running site's
 * embedded PostgreSQL), then `npm run restore` of that archive into a new data folder (its own
 * embedded PostgreSQL, started and stopped by the restore): seconds (median) and archive size.
 * Then the same once more for a larger site, as a company's would be after a few years: 10,000
 * contact messages and 1,000 CVs added to it (rows written straight into its tables, each CV with
 * a 100 KB file of random bytes in the data folder, as compressed PDFs are), and how each figure
 * grew between the two.
 */
const largeSite = { messages: 10_000, cvs: 1_000, cvBytes: 100 * 1024 }

/** A PDF of about `size` bytes whose content does not compress (as a real, compressed one). */
function cvFile(size) {
  const filler = crypto.randomBytes(size).toString('base64').slice(0, size)
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Length ${filler.length} >>\nstream\n${filler}\nendstream\nendobj\n%%EOF\n`,
    'latin1',
  )
}

/** Adds the large site's messages and CVs to the running site's database and data folder. */
async function growSite(dataDir) {
  const client = await pgClient(dataDir)
  try {
    await client.query(
      `INSERT INTO contact_forms (status, company, name, email, phone, message, title, accept, depart, department,
                                  recipients, locale, delivery_state, delivery_attempts, delivery_sent_at)
       SELECT 'answered', 'ТОВ «Бенчмарк ' || g || '»', 'Контакт ' || g, 'buyer-' || g || '@bench.example', '+380441234567',
              'Цікавить партія ноутбуків, ' || g || ' шт.', 'Заявка з контактної форми лендингу', true, 'sales',
              'Відділ продажу', 'sales@example.com', 'uk', 'sent', 1, now()
         FROM generate_series(1, $1) AS g`,
      [largeSite.messages],
    )
    const folder = path.join(dataDir, 'cv')
    fs.mkdirSync(folder, { recursive: true })
    const { rows } = await client.query(
      `INSERT INTO cv_submissions (status, name, email, accept, original_filename, locale, delivery_state,
                                   delivery_attempts, delivery_sent_at, filename, mime_type, filesize)
       SELECT 'new', 'Кандидат ' || g, 'applicant-' || g || '@bench.example', true, 'cv-' || g || '.pdf', 'uk', 'sent', 1,
              now(), 'bench-cv-' || g || '.pdf', 'application/pdf', $2
         FROM generate_series(1, $1) AS g
       RETURNING filename`,
      [largeSite.cvs, largeSite.cvBytes],
    )
    for (const { filename } of rows) fs.writeFileSync(path.join(folder, filename), cvFile(largeSite.cvBytes))
  } finally {
    await client.end()
  }
}

/** One backup while serving and one restore into a new data folder; their times and the archive's size. */
function roundTrip(ctx, folder, name) {
  const backup = cli('backup', ['--out', path.join(folder, `${name}.tar.gz`)], {
    DATA_DIR: ctx.dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
  })
  const bytes = fs.statSync(backup.lastLine).size
  const target = freshDataDir()
  try {
    const restore = cli('restore', [backup.lastLine], { DATA_DIR: target, EMBEDDED_PG_PORT: String(pgPort + 1) })
    return { backupMs: backup.ms, restoreMs: restore.ms, bytes }
  } finally {
    fs.rmSync(target, { recursive: true, force: true })
    fs.rmSync(backup.lastLine, { force: true })
  }
}
function cli(command, args, env) {
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    ['--conditions=production', '--import', 'tsx/esm', 'tools/backup/cli.ts', command, ...args],
    { env: { ...process.env, DATABASE_URL: '', ...env }, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`)
  return { ms: Date.now() - started, lastLine: result.stdout.trim().split('\n').pop() }
}

export default {
  name: 'backup',
  server: 'shared',
  async run(ctx) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backups-'))
    const backups = []
    const restores = []
    let bytes = 0
    let large
    try {
      for (let round = 0; round < rounds; round += 1) {
        const trip = roundTrip(ctx, folder, `site-${round}`)
        backups.push(trip.backupMs)
        restores.push(trip.restoreMs)
        bytes = trip.bytes
      }
      // The larger site: once (its rows stay in the running site's database for the sections after).
      await growSite(ctx.dataDir)
      large = roundTrip(ctx, folder, 'large')
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
    log(`backup while serving ${backups.join(' / ')} ms, restore ${restores.join(' / ')} ms, archive ${bytes} bytes`)
    log(
      `with ${largeSite.messages} messages and ${largeSite.cvs} CVs more: backup ${large.backupMs} ms, restore ${large.restoreMs} ms, archive ${large.bytes} bytes`,
    )
    return {
      backup: {
        backupMs: median(backups),
        restoreMs: median(restores),
        archiveBytes: bytes,
        backups,
        restores,
        large: { ...large, ...largeSite },
      },
    }
  },
  rows: ({ backup }) => [
    [
      'backup while serving / restore into a new data folder (seeded site; archive size)',
      '—',
      `${(backup.backupMs / 1000).toFixed(1)} s / ${(backup.restoreMs / 1000).toFixed(1)} s (${(backup.archiveBytes / 1024 / 1024).toFixed(1)} MB)`,
      true,
    ],
    ...(backup.large
      ? [
          [
            `the same with ${backup.large.messages.toLocaleString('en')} messages and ${backup.large.cvs.toLocaleString('en')} CVs (100 KB each) more; growth`,
            '—',
            `${(backup.large.backupMs / 1000).toFixed(1)} s / ${(backup.large.restoreMs / 1000).toFixed(1)} s (${(backup.large.bytes / 1024 / 1024).toFixed(1)} MB); ×${(backup.large.backupMs / backup.backupMs).toFixed(1)} / ×${(backup.large.restoreMs / backup.restoreMs).toFixed(1)} (×${(backup.large.bytes / backup.archiveBytes).toFixed(1)})`,
            true,
          ],
        ]
      : []),
  ],
}

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { log, median, pgPort, rounds } from '../lib/config.mjs'
import { freshDataDir } from '../lib/server.mjs'

/**
 * `npm run backup` of the seeded site while it serves (one-process mode: the running site's
 * embedded PostgreSQL), then `npm run restore` of that archive into a new data folder (its own
 * embedded PostgreSQL, started and stopped by the restore): seconds (median) and archive size.
 * The site with 10,000 messages and 1,000 CVs the issue also asks for is not generated yet.
 */
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
    try {
      for (let round = 0; round < rounds; round += 1) {
        const backup = cli('backup', ['--out', path.join(folder, `site-${round}.tar.gz`)], {
          DATA_DIR: ctx.dataDir,
          EMBEDDED_PG_PORT: String(pgPort),
        })
        backups.push(backup.ms)
        bytes = fs.statSync(backup.lastLine).size
        const target = freshDataDir()
        try {
          restores.push(
            cli('restore', [backup.lastLine], { DATA_DIR: target, EMBEDDED_PG_PORT: String(pgPort + 1) }).ms,
          )
        } finally {
          fs.rmSync(target, { recursive: true, force: true })
        }
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
    log(`backup while serving ${backups.join(' / ')} ms, restore ${restores.join(' / ')} ms, archive ${bytes} bytes`)
    return {
      backup: { backupMs: median(backups), restoreMs: median(restores), archiveBytes: bytes, backups, restores },
    }
  },
  rows: ({ backup }) => [
    [
      'backup while serving / restore into a new data folder (seeded site; archive size)',
      '—',
      `${(backup.backupMs / 1000).toFixed(1)} s / ${(backup.restoreMs / 1000).toFixed(1)} s (${(backup.archiveBytes / 1024 / 1024).toFixed(1)} MB)`,
      true,
    ],
  ],
}

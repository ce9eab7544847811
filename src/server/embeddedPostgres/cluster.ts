import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { StartupError } from './errors'
import { ensurePostgresUser } from './postgresUser'

/**
 * A new cluster in `pgData`: initdb, as the package's binaries ship it. Done here rather than
 * through the package's class, whose import installs exit hooks that call process.exit on
 * SIGINT/SIGTERM and at exit: that would stop PostgreSQL before Next and overwrite a test
 * runner's exit code.
 */
export async function initialiseCluster(initdb: string, pgData: string, password: string) {
  const ids = ensurePostgresUser()
  fs.mkdirSync(pgData, { recursive: true, mode: 0o700 })
  const pwFile = path.join(os.tmpdir(), `pg-pw-${crypto.randomBytes(6).toString('hex')}`)
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 })
  if (ids) {
    fs.chownSync(pgData, ids.uid, ids.gid)
    fs.chownSync(pwFile, ids.uid, ids.gid)
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const output: string[] = []
      const child = spawn(
        initdb,
        [
          `--pgdata=${pgData}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
          '--no-sync',
        ],
        { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
      )
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.once('error', reject)
      child.once('close', (code) => {
        if (code === 0) return resolve()
        const reason = output.join('').split('\n').filter(Boolean).pop() ?? `exit code ${code}`
        reject(new StartupError(`Could not initialise the embedded PostgreSQL in ${pgData}: ${reason}`))
      })
    })
  } finally {
    fs.rmSync(pwFile, { force: true })
  }
}

/**
 * Copies the template cluster into `pgData` (as root, owned by the `postgres` user). False,
 * with nothing left behind, when it cannot be read or copied: the caller runs initdb instead.
 */
export function restoreCluster(template: string, pgData: string, log: (line: string) => void): boolean {
  try {
    fs.rmSync(pgData, { recursive: true, force: true })
    execFileSync('cp', ['-a', '--', template, pgData], { stdio: 'pipe' })
    const ids = ensurePostgresUser()
    if (ids) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, '--', pgData], { stdio: 'pipe' })
    fs.chmodSync(pgData, 0o700)
    return true
  } catch (error) {
    fs.rmSync(pgData, { recursive: true, force: true })
    log(
      `Could not copy the seeded snapshot (${(error as Error).message.split('\n')[0]}); initialising an empty cluster instead.`,
    )
    return false
  }
}

/** A secret kept in the data folder (the cluster's password): read, or made once. */
export function readOrCreate(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const value = make()
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 })
  return value
}

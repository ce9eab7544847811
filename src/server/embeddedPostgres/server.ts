import { spawn, type ChildProcess } from 'node:child_process'
import pg from 'pg'

import { StartupError } from './errors'
import { postgresIds } from './postgresUser'
import { waitFor } from './waitFor'

/** The server process of a cluster, its last lines of output kept for the error that explains a failed start. */
let lastServerLines: string[] = []

export function spawnPostgres(binary: string, pgData: string, port: number): ChildProcess {
  const ids = postgresIds()
  lastServerLines = []
  const child = spawn(
    binary,
    [
      '-D',
      pgData,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket file in a system folder the postgres user may not write.
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...(ids ?? {}), stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  )
  child.stderr?.on('data', (chunk: Buffer) => {
    lastServerLines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    lastServerLines = lastServerLines.slice(-20)
  })
  return child
}

export async function waitUntilReady(child: ChildProcess, port: number, password: string) {
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const ready = await waitFor(
    async () => {
      if (exited) return true
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
      try {
        await client.connect()
        await client.end()
        return true
      } catch {
        await client.end().catch(() => undefined)
        return false
      }
    },
    30_000,
    50,
  )
  if (exited || !ready) {
    const reason =
      lastServerLines.filter((line) => /FATAL|ERROR|PANIC/.test(line)).pop() ?? lastServerLines.pop() ?? 'no output'
    if (!exited) child.kill('SIGKILL')
    throw new StartupError(`The embedded PostgreSQL did not start: ${reason.trim()}`)
  }
}

export async function setPassword(port: number, current: string, next: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: current, database: 'postgres' })
  await client.connect()
  try {
    await client.query(`ALTER ROLE postgres PASSWORD ${client.escapeLiteral(next)}`)
  } finally {
    await client.end()
  }
}

export async function ensureDatabase(port: number, password: string, database: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

import pg from 'pg'

import { migrateSeedLockKey } from '@/shared/startupLockKey'

export { migrateSeedLockKey }

/**
 * Runs `work` holding a PostgreSQL session advisory lock on the database of `url`, so that
 * instances starting together on one database migrate and seed it one after another: the
 * first does the work, the next ones wait, then find it done. The lock belongs to this
 * connection, so an instance that dies while holding it releases it with its connection.
 * A database that does not exist yet is made first (as Payload would), so that every instance
 * takes the lock in the same database.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T> | T, onWait?: () => void): Promise<T> {
  await ensureDatabase(url)
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      migrateSeedLockKey.toString(),
    ])
    if (!rows[0]?.locked) {
      onWait?.()
      await client.query('SELECT pg_advisory_lock($1)', [migrateSeedLockKey.toString()])
    }
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrateSeedLockKey.toString()]).catch(() => undefined)
    await client.end().catch(() => undefined)
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await probe.connect()
    return
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error
  } finally {
    await probe.end().catch(() => undefined)
  }
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  target.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: target.toString(), connectionTimeoutMillis: 5000 })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
  } catch (error) {
    // 42P04: another instance made it meanwhile.
    if ((error as { code?: string }).code !== '42P04') throw error
  } finally {
    await admin.end().catch(() => undefined)
  }
}

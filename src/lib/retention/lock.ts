import pg from 'pg'
import type { Payload } from 'payload'

import { payloadPool } from '@/lib/payload/pool'

/**
 * One retention run at a time across every server on the database: a PostgreSQL session
 * advisory lock (https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS),
 * taken with pg_try_advisory_lock, so a server whose check finds another one running skips its
 * turn instead of deleting the same records alongside it. The lock writes nothing into any
 * table and belongs to its connection: a server that dies mid-run releases it with the
 * connection. The connection is one of its own (one an hour), not one of Payload's pool, which
 * the deletions themselves need.
 */

/** The lock's key: any 64-bit number no other lock of the site uses (src/server/startupLock.ts, src/lib/delivery/senderLock.ts). */
export const retentionLockKey = 0x5e_7e_2026_25n

/** Runs `work` holding the retention lock; `'busy'` without running it while another run holds it. */
export async function withRetentionLock<T>(payload: Payload, work: () => Promise<T>): Promise<T | 'busy'> {
  // The same server, database and credentials as Payload's pool (payloadcms/db-postgres keeps its pg Pool on `db.pool`).
  const shared = payloadPool(payload)
  const client = new pg.Client(shared.options)
  // A connection lost while the run holds it drops the lock with it; the run's own queries go
  // through Payload's pool and end by themselves.
  client.on('error', (error) => payload.logger.warn(`[retention] lock connection lost: ${error.message}`))
  await client.connect()
  try {
    const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [
      retentionLockKey.toString(),
    ])
    if (rows[0]?.taken !== true) return 'busy'
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [retentionLockKey.toString()]).catch(() => undefined)
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

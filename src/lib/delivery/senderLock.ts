import { Pool, type PoolClient } from 'pg'
import type { Payload } from 'payload'

import { payloadPool } from '@/lib/payload/pool'
import type { SubmissionSlug } from './types'

/**
 * One sender per submission, across processes and servers: a PostgreSQL advisory lock
 * (https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS) keyed on the
 * submission, held on a connection of its own while its e-mail is composed, sent and marked.
 * The lock writes nothing into any table, Payload's or ours. It belongs to the connection: a
 * server that dies while sending (killed, out of memory, a lost machine) loses the connection
 * and with it the lock, at once, so another server can send the e-mail on its next try.
 *
 * The locks' connections come from a small pool of their own, not from Payload's: Payload's
 * queue runs a batch of jobs at once, and a job holding one of Payload's connections while it
 * waits for another to read the submission could starve the pool.
 */

/** The first half of the lock's key: which collection; the second half is the submission's id. */
const lockSpace: Record<SubmissionSlug, number> = { 'contact-forms': 0x5e_4d_01, 'cv-submissions': 0x5e_4d_02 }

/** The lock's key for one submission (two 32-bit halves, as `pg_try_advisory_lock(int, int)` takes them). */
export const senderLockKey = (collection: SubmissionSlug, id: number): [number, number] => [lockSpace[collection], id]

/** Sends at once per process; more wait for a connection (an SMTP exchange takes milliseconds here). */
export const sendersPerProcess = 4

const pools = new WeakMap<Payload, Pool>()

function lockPool(payload: Payload): Pool {
  let pool = pools.get(payload)
  if (!pool) {
    // The same server, database and credentials as Payload's pool (payloadcms/db-postgres keeps its pg Pool on `db.pool`).
    const shared = payloadPool(payload)
    pool = new Pool({ ...shared.options, max: sendersPerProcess, idleTimeoutMillis: 5_000, allowExitOnIdle: true })
    // A connection that breaks while idle is dropped by the pool; the next send opens another.
    pool.on('error', (error) => payload.logger.warn(`[mail] sender lock connection lost: ${error.message}`))
    pools.set(payload, pool)
  }
  return pool
}

/**
 * Runs `send` while holding the submission's lock; `'busy'` without running it when another
 * sender holds it. The lock is let go when `send` ends, whether it succeeded or threw.
 */
export async function withSenderLock<T>(
  payload: Payload,
  collection: SubmissionSlug,
  id: number,
  send: () => Promise<T>,
): Promise<T | 'busy'> {
  const client: PoolClient = await lockPool(payload).connect()
  const key = senderLockKey(collection, id)
  let taken: boolean
  try {
    const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS taken', key)
    taken = rows[0]?.taken === true
  } catch (error) {
    client.release(true)
    throw error
  }
  if (!taken) {
    client.release()
    return 'busy'
  }
  try {
    return await send()
  } finally {
    // Should the connection have broken, its lock went with it, and the connection is not reused.
    const unlocked = await client.query('SELECT pg_advisory_unlock($1, $2)', key).then(
      () => true,
      () => false,
    )
    client.release(!unlocked)
  }
}

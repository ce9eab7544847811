import type { Payload } from 'payload'

import { workaroundOn } from './switches'

/**
 * Release Payload: closes a script's Payload so its process can end, or a Next server in the
 * same process can make its own. `payload.destroy()` leaves the adapter's pg pool open, and the
 * adapter keeps one client checked out for reconnects, so `pool.end()` alone waits forever:
 * payloadcms/payload#15674 and #11727 (fixed by payloadcms/payload#17831, not yet in the 3.90
 * this site runs). That client is released here first, found through pg-pool's private
 * `_clients` and `_idle`; and the instance is dropped from Payload's own cache (the private
 * `global._payload` map behind getPayload), so a later getPayload with the same key makes a new
 * one instead of returning the destroyed one.
 *
 * Relies on: pg-pool's `_clients`/`_idle` and Payload's `global._payload` map;
 * tests/integration/framework-workarounds.test.ts fails when the pool no longer ends or the
 * cache keeps the instance. Off with RELEASE_PAYLOAD_POOL=0: Payload is destroyed and its pool
 * asked to end, not waited for (the checked-out client stays until the process exits; every
 * script ends with process.exit), and the cache is left alone.
 */

type PgClientInternals = {
  release?: (destroy?: boolean) => void
  once?: (event: 'end', listener: () => void) => void
}

type PgPoolInternals = {
  end: () => Promise<void>
  on: (event: 'error', listener: () => void) => void
  ended?: boolean
  _clients?: PgClientInternals[]
  _idle?: { client: unknown }[]
}

type PayloadCache = Map<string, { payload?: Payload | null }>

const payloadCache = (): PayloadCache | undefined => {
  const cache = (globalThis as { _payload?: unknown })._payload
  return cache instanceof Map ? (cache as PayloadCache) : undefined
}

/** The Payload that getPayload made under `key` (the site's own, in the server), if any. */
export function cachedPayload(key = 'default'): Payload | undefined {
  return payloadCache()?.get(key)?.payload ?? undefined
}

async function endPool(pool: PgPoolInternals | undefined, releaseHeldClient: boolean): Promise<void> {
  if (!pool || pool.ended) return
  // A PostgreSQL stopped right after would terminate the sockets and the pool would throw an
  // unhandled 'error'.
  pool.on('error', () => undefined)
  if (!releaseHeldClient) {
    void pool.end().catch(() => undefined)
    return
  }
  const idle = new Set((pool._idle ?? []).map((item) => item.client))
  const clients = [...(pool._clients ?? [])]
  // `end()` resolves before the sockets close: wait for each to close.
  const closed = clients.map(
    (client) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000)
        client.once?.('end', () => {
          clearTimeout(timer)
          resolve()
        })
      }),
  )
  for (const client of clients) {
    if (!idle.has(client)) {
      try {
        client.release?.(true)
      } catch {
        // already released
      }
    }
  }
  await pool.end()
  await Promise.all(closed)
}

/** Closes a script's Payload and forgets it, so a Next server in the same process makes its own. */
export async function releasePayload(payload: Payload, key = 'default'): Promise<void> {
  const on = workaroundOn('releasePayloadPool')
  await payload.destroy()
  await endPool((payload.db as unknown as { pool?: PgPoolInternals }).pool, on)
  if (on) payloadCache()?.delete(key)
}

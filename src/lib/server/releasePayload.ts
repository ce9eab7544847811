import type { Payload } from 'payload'

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

/**
 * Payload's destroy leaves the pg pool open, and its adapter keeps one client checked out
 * for reconnects, so `pool.end()` alone would wait forever: release that client first.
 */
async function endPool(pool: PgPoolInternals | undefined): Promise<void> {
  if (!pool || pool.ended) return
  const idle = new Set((pool._idle ?? []).map((item) => item.client))
  const clients = [...(pool._clients ?? [])]
  // `end()` resolves before the sockets close: a PostgreSQL stopped right after would
  // terminate them and the pool would throw an unhandled 'error'. Wait for each to close.
  pool.on('error', () => undefined)
  const closed = clients.map(
    (client) => new Promise<void>((resolve) => {
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
  await payload.destroy()
  await endPool((payload.db as unknown as { pool?: PgPoolInternals }).pool)
  const cache = (globalThis as { _payload?: Map<string, unknown> })._payload
  cache?.delete(key)
}

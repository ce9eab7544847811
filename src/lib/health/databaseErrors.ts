import type { AfterErrorHook, Payload } from 'payload'

import { appMetrics } from '@/shared/crossing'
import { payloadPool } from '@/lib/payload/pool'

/**
 * What PostgreSQL failures the metrics count (`site_events_total{event="db_errors",detail}`):
 * the API's errors that came from the database (detail: PostgreSQL's SQLSTATE, such as `57014`
 * for a statement past its deadline; `connect_timeout` when the pool had no connection within
 * DB_CONNECT_TIMEOUT_MS; `connection` for one lost mid-query), and connections of the pool lost
 * while idle (detail `idle_connection`). A page whose rendering failed on the database answers
 * 503 and is counted as that status in `site_http_requests_total`.
 */
export function databaseErrorDetail(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; depth++) {
    const { code, severity, message } = cause as { code?: unknown; severity?: unknown; message?: unknown }
    // pg's DatabaseError: PostgreSQL's own answer, with its SQLSTATE.
    if (typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    if (typeof message === 'string') {
      if (message.includes('timeout exceeded when trying to connect')) return 'connect_timeout'
      if (/Connection terminated|Client has encountered a connection error/.test(message)) return 'connection'
    }
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/** Payload's root `afterError` hook: counts the API's database errors, changes nothing in the answer. */
export const countDatabaseErrors: AfterErrorHook = ({ error }) => {
  const detail = databaseErrorDetail(error)
  if (detail) appMetrics.count('db_errors', detail)
}

/** Counts the pool's idle connections lost (payloadcms/db-postgres keeps its pg Pool on `db.pool`). */
export function countPoolErrors(payload: Payload): void {
  payloadPool(payload)?.on('error', () => appMetrics.count('db_errors', 'idle_connection'))
}

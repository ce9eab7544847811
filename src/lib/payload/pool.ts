import type { Pool } from 'pg'
import type { Payload } from 'payload'

/**
 * Payload's own pg Pool: @payloadcms/db-postgres keeps it on `db.pool`, which its types do not
 * show. For what runs beside Payload on the same server and credentials (locks, counts, SQL).
 */
export const payloadPool = (payload: Payload): Pool => (payload.db as unknown as { pool: Pool }).pool

import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { pgPort, root } from './config.mjs'

/** A client of the measured server's embedded PostgreSQL (its password is in the data folder). */
export async function pgClient(dataDir) {
  const require = createRequire(path.join(root, 'package.json'))
  const pg = require('pg')
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim()
  const client = new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', password, database: 'app' })
  await client.connect()
  return client
}

/**
 * Reads of the app's tables (sequential and index scans) so far. Unlike a transaction count
 * it ignores autovacuum and these statistics queries themselves. A backend publishes its
 * statistics when idle for about 10 s (PostgreSQL 15+), hence the waits around a measurement.
 */
export async function tableReads(client) {
  await client.query('SELECT pg_stat_clear_snapshot()')
  const { rows } = await client.query(
    'SELECT coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0) AS n FROM pg_stat_user_tables',
  )
  return Number(rows[0].n)
}
export const statsFlushMs = 11_000

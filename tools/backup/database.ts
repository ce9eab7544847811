import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

import { collectionTables, quote, schema, tableNames } from '@/lib/backup/database'
import { migrateSeedLockKey } from '@/shared/startupLockKey'
import type { TableEntry } from './manifest'

/*
 * The database side of a restore, through `pg` and COPY (pg-copy-streams); the backup's side,
 * which the server's scheduled backups share, is src/lib/backup/database.ts.
 */

/** How many documents the target holds (every collection's table), or undefined for a database without the site's tables. */
export async function documentsIn(url: string): Promise<{ documents: number; foreignTables: number }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    const names = await tableNames(client)
    if (!names.includes('payload_locked_documents_rels')) return { documents: 0, foreignTables: names.length }
    let documents = 0
    for (const table of await collectionTables(client)) {
      if (!names.includes(table)) continue
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(schema)}.${quote(table)}`)
      documents += Number(rows[0]?.n ?? 0)
    }
    return { documents, foreignTables: 0 }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Other sessions on the target database: a site still serving from it. */
export async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    )
    return Number(rows[0]?.n ?? 0)
  } finally {
    await client.end().catch(() => undefined)
  }
}

export type Migration = { name: string; up: (args: { db: unknown; payload: unknown; req: unknown }) => Promise<void> }

export type LoadResult = { restoredTables: number; skippedTables: string[]; heldJobs: number }

/**
 * Replaces the schema with the archive's, in ONE transaction: the schema is emptied, the
 * archive's own migrations build its tables (each migration's `up`, as Payload would run it,
 * on this transaction's connection through Drizzle), every table is filled by COPY, every
 * sequence is set past its table's largest id, and the e-mail jobs the source had not finished
 * are held (`holdJobs`). Any failure rolls all of it back: the target stays as it was.
 * Tables the archive's migrations do not make (a rate limiter's own table) are skipped.
 */
export async function loadDatabase(
  url: string,
  folder: string,
  tables: TableEntry[],
  migrations: Migration[],
  holdJobs: (client: pg.ClientBase) => Promise<number>,
): Promise<LoadResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  const { drizzle } = await import('drizzle-orm/node-postgres')
  try {
    // A server starting meanwhile waits for the restore instead of migrating half of it.
    await client.query('SELECT pg_advisory_lock($1)', [migrateSeedLockKey.toString()])
    await client.query('BEGIN')
    await client.query(`DROP SCHEMA IF EXISTS ${quote(schema)} CASCADE`)
    await client.query(`CREATE SCHEMA ${quote(schema)}`)
    const db = drizzle({ client })
    for (const migration of migrations) await migration.up({ db, payload: undefined, req: {} })

    const present = new Set(await tableNames(client))
    // Foreign keys would make the order of the tables matter (and are not deferrable): they
    // are dropped for the COPY and made again after it, which checks every restored row.
    const foreignKeys = await dropForeignKeys(client)
    const skippedTables: string[] = []
    let restoredTables = 0
    for (const table of tables) {
      if (!present.has(table.name)) {
        skippedTables.push(table.name)
        continue
      }
      // Migrations may seed rows of their own (payload_migrations is filled by none here, but be sure).
      await client.query(`TRUNCATE ${quote(schema)}.${quote(table.name)} CASCADE`)
      const stream = client.query(
        copyFrom(`COPY ${quote(schema)}.${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`),
      )
      await pipeline(fs.createReadStream(path.join(folder, table.part)), stream)
      restoredTables += 1
    }
    for (const key of foreignKeys)
      await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
    await resetSequences(client)
    const heldJobs = await holdJobs(client)
    await client.query('COMMIT')
    return { restoredTables, skippedTables, heldJobs }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrateSeedLockKey.toString()]).catch(() => undefined)
    await client.end().catch(() => undefined)
  }
}

async function dropForeignKeys(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string; table: string; definition: string }>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS table, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = $1`,
    [schema],
  )
  for (const key of rows) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`)
  return rows
}

/** Every sequence owned by a column (serial ids) continues after the largest value restored. */
async function resetSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
       FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND n.nspname = $1`,
    [schema],
  )
  for (const row of rows) {
    const table = `${quote(schema)}.${quote(row.table)}`
    await client.query(
      `SELECT setval($1::regclass, COALESCE((SELECT max(${quote(row.column)}) FROM ${table}), 1), (SELECT count(*) > 0 FROM ${table}))`,
      [`${quote(schema)}.${quote(row.sequence)}`],
    )
  }
}

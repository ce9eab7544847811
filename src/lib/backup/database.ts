import path from 'node:path'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'

import { migrateSeedLockKey } from '@/shared/startupLockKey'
import { writeHashed, type Part, type TableEntry } from './manifest'

/**
 * The database side of a backup, through `pg` and COPY (pg-copy-streams): no pg_dump, which the
 * embedded PostgreSQL 18 does not ship and Debian's clients (15, 17) would refuse against it.
 * The site's tables live in the `public` schema (Payload's default). The restore's side, which
 * only the command needs, is tools/backup/database.ts.
 */
export const schema = 'public'
export const quote = pg.escapeIdentifier

export async function tableNames(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY tablename`,
    [schema],
  )
  return rows.map((row) => row.name)
}

export async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
    [schema, table],
  )
  return rows.map((row) => row.name)
}

/**
 * Payload gives every collection a column in `payload_locked_documents_rels` (`<table>_id`):
 * the list of collections as the database itself knows it, for an archive of any version.
 */
export async function collectionTables(client: pg.ClientBase): Promise<string[]> {
  const columns = await columnsOf(client, 'payload_locked_documents_rels')
  return columns
    .filter((column) => column.endsWith('_id') && column !== 'parent_id')
    .map((column) => column.slice(0, -'_id'.length))
}

export type DatabaseDump = {
  tables: TableEntry[]
  parts: Part[]
  migrations: string[]
  counts: Record<string, number>
  /** Upload file names the snapshot references, per folder (media with their generated sizes; CVs). */
  referencedFiles: { media: string[]; cv: string[] }
}

/**
 * Copies every table of the schema into `<folder>/database/<table>.tsv` (COPY's text format) in
 * one REPEATABLE READ, READ ONLY transaction: one consistent snapshot while the site keeps
 * serving. The snapshot is taken while holding the site's start-up lock, so a server migrating
 * or seeding the database at that moment is waited for, never caught halfway.
 */
export async function dumpDatabase(url: string, folder: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrateSeedLockKey.toString()])
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    // The snapshot is taken by the transaction's first query: from here on, nothing later is seen.
    const names = await tableNames(client)
    await client.query('SELECT pg_advisory_unlock($1)', [migrateSeedLockKey.toString()])
    if (!names.includes('payload_migrations'))
      throw new Error('The database holds no site yet (no payload_migrations table): nothing to back up.')

    const tables: TableEntry[] = []
    const parts: Part[] = []
    for (const name of names) {
      const columns = await columnsOf(client, name)
      const part = `database/${name}.tsv`
      const stream = client.query(
        copyTo(`COPY ${quote(schema)}.${quote(name)} (${columns.map(quote).join(', ')}) TO STDOUT`),
      )
      const written = await writeHashed(stream, path.join(folder, part))
      tables.push({ name, columns, rows: stream.rowCount, part })
      parts.push({ path: part, ...written })
    }

    const migrations = (
      await client.query<{ name: string }>(`SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id`)
    ).rows.map((row) => row.name)
    const rows = new Map(tables.map((table) => [table.name, table.rows]))
    const counts: Record<string, number> = {}
    for (const table of await collectionTables(client)) counts[table.replace(/_/g, '-')] = rows.get(table) ?? 0

    const mediaFiles = await client.query<Record<string, string | null>>(`SELECT * FROM media`)
    const media = mediaFiles.rows.flatMap((row) =>
      Object.entries(row)
        .filter(([column, value]) => (column === 'filename' || /^sizes_.+_filename$/.test(column)) && value)
        .map(([, value]) => value as string),
    )
    const cv = (await client.query<{ filename: string | null }>(`SELECT filename FROM cv_submissions`)).rows
      .map((row) => row.filename)
      .filter((name): name is string => Boolean(name))
    await client.query('COMMIT')
    return { tables, parts, migrations, counts, referencedFiles: { media, cv } }
  } finally {
    await client.end().catch(() => undefined)
  }
}

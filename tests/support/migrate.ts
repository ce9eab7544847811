/**
 * Applies the migrations to DATABASE_URL and seeds it, then exits: the Vitest global setup runs
 * this in a child Node process (src/server/payloadScript.mjs). Imported inside Vitest's main
 * process instead, which loads Lexical's Node entry points, their top-level awaits now and then
 * deadlocked it (no I/O, the run hung for good).
 *
 * Seeded here, before the first test file, not by whichever file's server starts first: when
 * that was tests/integration/storage-s3.test.ts (Vitest runs the slowest files of the previous
 * run first), the seed's pictures went into its S3 bucket, gone with it, and later files met
 * media without files.
 */
import type { Migration } from '../../tools/backup/database'

// TEST_LOAD_DUMP: a folder of the build snapshot's tables (./globalSetup.ts), loaded first as a
// restore loads an archive's; the seed then finds content and does nothing.
if (process.env.TEST_LOAD_DUMP) {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { loadDatabase } = await import('../../tools/backup/database')
  const { migrations } = await import('../../migrations')
  const folder = process.env.TEST_LOAD_DUMP
  const tables = JSON.parse(fs.readFileSync(path.join(folder, 'tables.json'), 'utf8'))
  await loadDatabase(process.env.DATABASE_URL!, folder, tables, migrations as unknown as Migration[], async () => 0)
}
const { getMigratedPayload, releasePayload } = await import('../../src/server/payload')
const { seedIfEmpty } = await import('../../src/seed')
const payload = await getMigratedPayload()
await seedIfEmpty(payload)
await releasePayload(payload)
process.exit(0)

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
export {}

const { getMigratedPayload, releasePayload } = await import('../../src/server/payload')
const { seedIfEmpty } = await import('../../src/seed')
const payload = await getMigratedPayload()
await seedIfEmpty(payload)
await releasePayload(payload)
process.exit(0)

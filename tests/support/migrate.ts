/**
 * Applies the migrations to DATABASE_URL and exits: the Vitest global setup runs this in a
 * child Node process. Imported inside Vitest's own module runner instead, Payload's circular
 * module graph now and then deadlocked it (no I/O, the run hung for good).
 */
export {}

const { getMigratedPayload, releasePayload } = await import('../../src/lib/server/payload')
const payload = await getMigratedPayload()
await releasePayload(payload)
process.exit(0)

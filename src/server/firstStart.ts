/**
 * Run by src/server/serve.ts, in a child process through tsx, when the database lacks the shipped
 * migrations or the content: migrates it and seeds it when empty. A child, so that the server
 * itself never loads a TypeScript loader in production (the Payload config and the seed are read
 * from the sources here). Uses the DATABASE_URL and PAYLOAD_SECRET the server hands down.
 */
export {}

const { exitOnStartupError } = await import('@/server/bootstrap')
const { getMigratedPayload, releasePayload } = await import('@/server/payload')
const { seedIfEmpty } = await import('@/seed')

try {
  const payload = await getMigratedPayload()
  try {
    await seedIfEmpty(payload)
    // Data steps that need every migration applied (issue 27: translation baselines).
    const { backfillBaselines } = await import('@/lib/translation/baseline')
    await backfillBaselines(payload)
  } finally {
    await releasePayload(payload)
  }
  process.exit(0)
} catch (error) {
  exitOnStartupError(error)
}

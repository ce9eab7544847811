/**
 * `npm run seed`: fills (or refreshes) the database with the bilingual site content. Safe to
 * run again: documents are matched by their natural keys, so counts stay the same. Uses the
 * same database as the server (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR);
 * stop a server that owns the embedded database first, or point both at DATABASE_URL.
 */
export {}

Object.assign(process.env, { NODE_ENV: 'production' })

const { exitOnStartupError, loadEnv, resolveDatabase, resolveSecret } = await import('@/server/bootstrap')

const log = (line: string) => console.log(`[seed] ${line}`)
let stopDatabase: (() => Promise<void>) | undefined
let release: (() => Promise<void>) | undefined

try {
  loadEnv(process.cwd())
  resolveSecret()
  // Jobs belong to the server: a seed run must not pick up queued e-mails.
  process.env.DISABLE_JOBS_AUTORUN ||= '1'
  const database = await resolveDatabase()
  stopDatabase = database.stop
  log(database.embedded ? 'embedded PostgreSQL ready' : 'connected to DATABASE_URL')

  const { getMigratedPayload, releasePayload } = await import('@/server/payload')
  const { seed } = await import('@/seed/seed')
  const payload = await getMigratedPayload()
  release = () => releasePayload(payload)
  const started = Date.now()
  const counts = await seed(payload, { log })
  release = undefined
  await releasePayload(payload)
  log(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  for (const [collection, count] of Object.entries(counts)) log(`  ${collection.padEnd(12)} ${count}`)
  await database.stop()
  process.exit(0)
} catch (error) {
  // Close Payload's pool before PostgreSQL goes away, or pg reports the shutdown instead.
  await release?.().catch(() => undefined)
  await stopDatabase?.().catch(() => undefined)
  exitOnStartupError(error)
}

/**
 * The last step of `npm run build`: seeds a throwaway embedded PostgreSQL and keeps the
 * stopped cluster and its media as `.next/seed-snapshot/`, so that a production start on an
 * empty data folder copies it (src/server/snapshot.ts) instead of spending seconds on
 * initdb, migrations and rendering the seed's images. Never fatal: without a snapshot the
 * first start seeds as before, only slower.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const target = path.join(root, '.next', 'seed-snapshot')
const work = `${target}.tmp`
const started = Date.now()
const log = (line: string) => console.log(`[snapshot] ${line}`)

fs.rmSync(target, { recursive: true, force: true })
fs.rmSync(work, { recursive: true, force: true })
// Before any import that reads them: Payload's config resolves the media folder from DATA_DIR.
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: work,
  PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
  DISABLE_JOBS_AUTORUN: '1',
})
delete process.env.DATABASE_URL
// The snapshot keeps its pictures as files, whatever storage this machine is set up for: the
// first start copies them into its data folder or uploads them into its bucket (restoreMedia).
for (const name of Object.keys(process.env)) if (name.startsWith('S3_')) delete process.env[name]

let stopDatabase: (() => Promise<void>) | undefined
try {
  const { freePort, startEmbeddedPostgres } = await import('@/server/embeddedPostgres')
  const { shippedMigrations } = await import('@/server/bootstrap')
  const { writeManifest } = await import('@/server/snapshot')
  const { snapshotPlaceholderEmail } = await import('@/lib/auth/snapshotAdmin')
  // Writes the cluster's password to `pg-password`, which the snapshot keeps.
  const database = await startEmbeddedPostgres({ dataDir: work, port: await freePort(), log: () => undefined })
  stopDatabase = database.stop
  process.env.DATABASE_URL = database.url

  const { getMigratedPayload, releasePayload } = await import('@/server/payload')
  const { seed } = await import('@/seed/seed')
  const payload = await getMigratedPayload()
  // A placeholder admin with a throwaway password: each copy's server re-keys it (claimSnapshotAdmin).
  await seed(payload, {
    log: () => undefined,
    admin: {
      email: snapshotPlaceholderEmail,
      password: crypto.randomBytes(24).toString('base64url'),
      generated: false,
    },
  })
  await releasePayload(payload)
  await database.stop()
  stopDatabase = undefined

  for (const leftover of ['payload-secret', 'postgres.owner', 'postgres/postmaster.opts'])
    fs.rmSync(path.join(work, leftover), { force: true })
  writeManifest(work, root, shippedMigrations(root))
  fs.renameSync(work, target)
  log(`seeded database and media kept in .next/seed-snapshot (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  process.exit(0)
} catch (error) {
  await stopDatabase?.().catch(() => undefined)
  fs.rmSync(work, { recursive: true, force: true })
  console.warn(
    `[snapshot] skipped: ${(error as Error).message.split('\n')[0]} (the first start will seed instead, only slower)`,
  )
  process.exit(0)
}

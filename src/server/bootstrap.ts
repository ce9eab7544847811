import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { StartupError, runningEmbeddedUrl, startEmbeddedPostgres, type PostgresHandle } from '@/server/embeddedPostgres'
import { dataDir } from '@/lib/paths'
import { describeStorage, s3Settings } from '@/lib/storage/settings'
import { restoreMedia, usableSnapshot } from './snapshot'

export { StartupError }

/** Reads `.env` when present (Node's own parser); real environment variables win. */
export function loadEnv(cwd = process.cwd()) {
  const file = path.join(cwd, '.env')
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

/**
 * PAYLOAD_SECRET from the environment. The zero-config run (no DATABASE_URL) generates one
 * and keeps it under .data/ so sessions survive restarts; a production server with its own
 * database must be given one.
 */
export function resolveSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (process.env.DATABASE_URL && process.env.NODE_ENV === 'production') {
    throw new StartupError(
      'PAYLOAD_SECRET is not set: a production server with DATABASE_URL needs a secret of at least 32 random characters.',
    )
  }
  const file = path.join(dataDir(), 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
  }
  const secret = fs.readFileSync(file, 'utf8').trim()
  process.env.PAYLOAD_SECRET = secret
  return secret
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
}

/** A quick connection, so an unreachable server is one clear line instead of a stack. */
export async function checkReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    if (/does not exist/.test((error as Error).message)) return // Payload creates the database.
    throw new StartupError(`Cannot reach the PostgreSQL server at ${describeUrl(url)} (DATABASE_URL): ${reason}.`)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Where uploads go, for the start-up log. S3 settings, when present, must be whole and their
 * bucket must answer (the bucket is made beforehand, as a database is): one clear line otherwise,
 * before PostgreSQL starts.
 */
export async function resolveStorage(): Promise<string> {
  let settings: ReturnType<typeof s3Settings>
  try {
    settings = s3Settings()
  } catch (error) {
    throw new StartupError((error as Error).message)
  }
  if (settings) {
    const { checkBucket } = await import('@/lib/storage/bucket')
    const state = await checkBucket(settings, 5000)
    if (!state.ok) throw new StartupError(`Cannot reach ${describeStorage(settings)} (S3_*): ${state.reason}.`)
  }
  return describeStorage(settings)
}

export const defaultEmbeddedPort = 54329

/**
 * DATABASE_URL set: that server. Unset: the embedded PostgreSQL under .data/, started by and
 * owned by this process. Sets DATABASE_URL for the rest of the process either way.
 */
export async function resolveDatabase(
  root = process.cwd(),
): Promise<PostgresHandle & { embedded: boolean; restored: boolean }> {
  if (process.env.DATABASE_URL) {
    await checkReachable(process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, stop: async () => undefined, embedded: false, restored: false }
  }
  const port = Number(process.env.EMBEDDED_PG_PORT || defaultEmbeddedPort)
  // A new data folder starts from the build's seeded snapshot when there is one (src/server/snapshot.ts).
  const fresh = !fs.existsSync(path.join(dataDir(), 'postgres', 'PG_VERSION'))
  const snapshot = fresh ? usableSnapshot(root, shippedMigrations(root)) : undefined
  const handle = await startEmbeddedPostgres({
    dataDir: dataDir(),
    port,
    template: snapshot && { pgData: snapshot.pgData, password: snapshot.password },
  })
  process.env.DATABASE_URL = handle.url
  if (handle.restored && snapshot) {
    try {
      await restoreMedia(snapshot, dataDir())
    } catch (error) {
      await handle.stop()
      throw new StartupError(
        `Could not finish the copy of the seeded snapshot in ${dataDir()}: ${(error as Error).message}. Remove that folder and start again, or set SEED_SNAPSHOT=0.`,
      )
    }
  }
  return { ...handle, embedded: true }
}

/**
 * The database a tool (backup, restore) works on, chosen as `npm start` chooses it:
 * `DATABASE_URL`, else the embedded PostgreSQL of DATA_DIR, used where it runs (the site
 * serving from it) or started here and stopped by `stop()`. An empty data folder gets a new,
 * empty cluster only when `create` is set (a restore); never the build's seeded snapshot.
 */
export async function attachDatabase(options: {
  create: boolean
}): Promise<PostgresHandle & { embedded: boolean; owned: boolean }> {
  if (process.env.DATABASE_URL) {
    await checkReachable(process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, stop: async () => undefined, embedded: false, owned: false }
  }
  const running = runningEmbeddedUrl(dataDir())
  if (running) return { url: running, stop: async () => undefined, embedded: true, owned: false }
  if (!options.create && !fs.existsSync(path.join(dataDir(), 'postgres', 'PG_VERSION')))
    throw new StartupError(`${dataDir()} holds no database (DATA_DIR): nothing to back up.`)
  const handle = await startEmbeddedPostgres({
    dataDir: dataDir(),
    port: Number(process.env.EMBEDDED_PG_PORT || defaultEmbeddedPort),
    log: () => undefined,
  })
  return { url: handle.url, stop: handle.stop, embedded: true, owned: true }
}

/** The migrations this build ships: the names of the files in `migrations/` (as Payload records them). */
export function shippedMigrations(root = process.cwd()): string[] {
  return fs
    .readdirSync(path.join(root, 'migrations'))
    .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
}

/**
 * Whether the database already has every shipped migration and its seed content: then the
 * start-up can leave Payload to the site's own server (which applies migrations on connect)
 * instead of loading it a second time just to find nothing to do. Any doubt (no tables yet,
 * a migration missing) answers false.
 */
export async function databaseIsCurrent(url: string, migrations: string[]): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    const applied = new Set(
      (await client.query<{ name: string }>('SELECT name FROM payload_migrations')).rows.map((row) => row.name),
    )
    if (!migrations.every((name) => applied.has(name))) return false
    return (await client.query('SELECT 1 FROM pages LIMIT 1')).rowCount === 1
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Prints a StartupError as one line on stderr and exits non-zero; anything else keeps its stack.
 * Written to stderr itself, not through `console` (which the production log routes to stdout as
 * JSON: src/shared/log.ts): the one line a person starting the site reads.
 */
export function exitOnStartupError(error: unknown): never {
  const write = (line: string) => process.stderr.write(`${line}\n`)
  if (error instanceof StartupError) {
    write(`Error: ${error.message}`)
  } else {
    const message = error instanceof Error ? error.message : String(error)
    write(`Error: ${message.split('\n')[0]}`)
    if (process.env.DEBUG) write(String((error as Error)?.stack ?? error))
  }
  process.exit(1)
}

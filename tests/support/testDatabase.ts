import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { freePort, startEmbeddedPostgres } from '../../src/server/embeddedPostgres'

export type TestDatabase = { url: string; dataDir?: string; stop: () => Promise<void> }

export { freePort }

/** A fresh database on a given server (TEST_DATABASE_URL), dropped when the run ends. */
async function freshDatabaseOn(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    stop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}

/**
 * A throwaway embedded PostgreSQL in a temporary folder, removed when the run ends. Given
 * `template` (a stopped, seeded cluster: the build's snapshot), it starts as a copy of it, and
 * `seeded` says so.
 */
export async function startTestDatabase(template?: {
  pgData: string
  password: string
}): Promise<TestDatabase & { seeded?: boolean }> {
  if (process.env.TEST_DATABASE_URL) return freshDatabaseOn(process.env.TEST_DATABASE_URL)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-db-'))
  const handle = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    // The snapshot's database is the site's own, `app`.
    database: template ? 'app' : 'test',
    template,
    log: () => undefined,
  })
  return {
    url: handle.url,
    dataDir,
    seeded: handle.restored,
    stop: async () => {
      await handle.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A second, empty database on the same server as `url` (for the migrations test). */
export async function createEmptyDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(url)
  server.pathname = '/postgres'
  const name = `empty_${crypto.randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: server.toString() })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

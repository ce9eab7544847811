import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { payloadScriptArgs } from '../../src/server/payloadScript.mjs'
import { shippedMigrations } from '../../src/server/bootstrap'
import { dumpDatabase } from '../../src/lib/backup/database'
import { freePort, startEmbeddedPostgres } from '../../src/server/embeddedPostgres'
import { buildSnapshot, type UsableSnapshot } from '../../src/server/snapshot'
import { startTestServer } from './server'
import { startTestDatabase } from './testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
    /** The run's production server (./server.ts: sharedServer). */
    sharedServer: { url: string; pid: number; logFile: string }
  }
}

/**
 * One real PostgreSQL for the whole run, migrated and seeded once before the first test file:
 * on the embedded server, a copy of the build's seeded snapshot with its pictures (what a first
 * `npm start` does: src/server/snapshot.ts), else (no build, or another server: TEST_DATABASE_URL)
 * migrated and seeded here, about 50 s on two cores (tests/integration/seed.test.ts tests the
 * seed itself).
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..')
  const snapshot = buildSnapshot(root, shippedMigrations(root))
  const database = await startTestDatabase(snapshot && { pgData: snapshot.pgData, password: snapshot.password })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-data-'))
  process.env.DATABASE_URL = database.url
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET ||= 'test-secret-0123456789abcdef0123456789abcdef'
  if (database.seeded && snapshot) {
    fs.cpSync(path.join(snapshot.dir, 'media'), path.join(dataDir, 'media'), { recursive: true })
  } else {
    // On another server (CI: PostgreSQL 15 at 127.0.0.1:5432), the snapshot's tables are loaded
    // as a restore loads an archive's (COPY; tools/backup/database.ts) instead of seeded.
    const dump = snapshot && process.env.TEST_DATABASE_URL ? await dumpSnapshot(snapshot) : undefined
    if (dump) fs.cpSync(path.join(snapshot!.dir, 'media'), path.join(dataDir, 'media'), { recursive: true })
    // In a child process with Node's own loader (see ./migrate.ts), never in Vitest's runner.
    // (Asynchronously: the embedded PostgreSQL's output keeps being read meanwhile.)
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [...payloadScriptArgs, path.join(import.meta.dirname, 'migrate.ts')], {
        stdio: 'inherit',
        env: { ...process.env, ...(dump ? { TEST_LOAD_DUMP: dump } : {}) },
        timeout: 180_000,
      })
      child.once('error', reject)
      child.once('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`migrating the test database failed (${code ?? signal})`)),
      )
    })
  }
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', dataDir)
  // Only with a production build to serve (the unit tests alone need none).
  const needsServer = fs.existsSync(path.join(import.meta.dirname, '../../.next/BUILD_ID'))
  const logFile = path.join(os.tmpdir(), `site-test-server-${process.pid}.log`)
  const server = needsServer
    ? // TEST_HOLDS: the hold points a test provokes a race with (src/shared/testHolds.ts). No jobs
      // queue (nor its reaper and retention): it runs all along, and would take the e-mail jobs a
      // file's own server (with its SMTP sink) is there to send.
      await startTestServer(
        { TEST_HOLDS: '1', DISABLE_JOBS_AUTORUN: '1' },
        { database: { url: database.url, dataDir }, logFile, readyTimeoutMs: 600_000 },
      )
    : null
  project.provide('sharedServer', { url: server?.url ?? '', pid: server?.pid ?? 0, logFile })
  return async () => {
    await server?.stop()
    fs.rmSync(logFile, { force: true })
    await database.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The snapshot's tables as a backup holds them (`<folder>/database/*.tsv` and `tables.json`),
 * COPYed out of a throwaway copy of it; the folder goes when the process ends.
 */
async function dumpSnapshot(snapshot: UsableSnapshot): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-snapshot-'))
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  const copy = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'cluster'),
    port: await freePort(),
    template: { pgData: snapshot.pgData, password: snapshot.password },
    log: () => undefined,
  })
  try {
    const folder = path.join(dir, 'dump')
    const { tables } = await dumpDatabase(copy.url, folder)
    fs.writeFileSync(path.join(folder, 'tables.json'), JSON.stringify(tables))
    return folder
  } finally {
    await copy.stop()
  }
}

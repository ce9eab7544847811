import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { startTestDatabase } from './testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
  }
}

/** One real PostgreSQL for the whole run, migrated once before the first test file. */
export default async function setup(project: TestProject) {
  const database = await startTestDatabase()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-data-'))
  process.env.DATABASE_URL = database.url
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET ||= 'test-secret-0123456789abcdef0123456789abcdef'
  const { getMigratedPayload, releasePayload } = await import('../../src/lib/server/payload')
  const payload = await getMigratedPayload()
  await releasePayload(payload)
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', dataDir)
  return async () => {
    await database.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { payloadScriptArgs } from '../../src/server/payloadScript.mjs'
import { ensureCommands, startDatabase, startS3 } from '../../tools/cluster/cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    clusterDatabaseUrl: string
    clusterS3Endpoint: string
    clusterBucket: string
    clusterSecret: string
  }
}

const root = path.resolve(import.meta.dirname, '../..')
export const clusterAdmin = { email: 'cluster-admin@example.com', password: 'cluster-admin-password-1' }

/**
 * Once per cluster test run: one PostgreSQL and one s3rver, and a database migrated and seeded
 * (its pictures uploaded to the bucket) by the app's own first start (src/server/firstStart.ts),
 * which every test file's cluster copies (CREATE DATABASE … TEMPLATE) instead of seeding again.
 */
export default async function setup(project: TestProject) {
  ensureCommands()
  if (!fs.existsSync(path.join(root, '.next', 'serve.mjs')))
    throw new Error('No production build: run `npm run build` before the cluster tests (npm test does).')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-run-'))
  fs.chmodSync(dir, 0o755)
  const secret = 'cluster-test-secret-0123456789abcdef0123456789'
  const [database, s3] = await Promise.all([
    startDatabase({ dataDir: path.join(dir, 'postgres') }),
    startS3({ dir: path.join(dir, 's3') }),
  ])
  const stop = async () => {
    await s3.stop()
    await database.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const output: string[] = []
      const child = spawn(process.execPath, [...payloadScriptArgs, 'src/server/firstStart.ts'], {
        cwd: root,
        env: {
          ...process.env,
          ...s3.env,
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          PAYLOAD_SECRET: secret,
          DATA_DIR: path.join(dir, 'seed-data'),
          ADMIN_EMAIL: clusterAdmin.email,
          ADMIN_PASSWORD: clusterAdmin.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 300_000,
      })
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.once('error', reject)
      child.once('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(
              new Error(`seeding the cluster database failed (${code ?? signal}):\n${output.join('').slice(-3000)}`),
            ),
      )
    })
  } catch (error) {
    await stop()
    throw error
  }
  project.provide('clusterDatabaseUrl', database.url)
  project.provide('clusterS3Endpoint', s3.endpoint)
  project.provide('clusterBucket', s3.bucket)
  project.provide('clusterSecret', secret)
  return stop
}

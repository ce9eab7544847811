import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { uploadFolder } from '../../src/lib/storage/bucket'
import { s3Settings } from '../../src/lib/storage/settings'
import { shippedMigrations } from '../../src/server/bootstrap'
import { payloadScriptArgs } from '../../src/server/payloadScript.mjs'
import { buildSnapshot } from '../../src/server/snapshot'
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
 * Once per cluster test run: one PostgreSQL and one s3rver, and a database migrated and seeded,
 * which every test file's cluster copies (CREATE DATABASE … TEMPLATE) instead of seeding again.
 * The database starts as a copy of the build's seeded snapshot (src/server/snapshot.ts), its
 * pictures put into the bucket, as the one-process start does with S3 settings; without a
 * snapshot of this build, the app's own first start (src/server/firstStart.ts) migrates and seeds
 * it (about 40 s on two cores, most of it the pictures' sizes). The seeded admin gets
 * `clusterAdmin`'s sign-in either way: from the seed, or from each instance's first start
 * (src/lib/auth/snapshotAdmin.ts).
 */
export default async function setup(project: TestProject) {
  ensureCommands()
  if (!fs.existsSync(path.join(root, '.next', 'serve.mjs')))
    throw new Error('No production build: run `npm run build` before the cluster tests (npm test does).')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-run-'))
  fs.chmodSync(dir, 0o755)
  const secret = 'cluster-test-secret-0123456789abcdef0123456789'
  const snapshot = buildSnapshot(root, shippedMigrations(root))
  const [database, s3] = await Promise.all([
    startDatabase({
      dataDir: path.join(dir, 'postgres'),
      template: snapshot && { pgData: snapshot.pgData, password: snapshot.password },
    }),
    startS3({ dir: path.join(dir, 's3') }),
  ])
  const stop = async () => {
    await s3.stop()
    await database.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (database.restored && snapshot) {
      await Promise.all([
        uploadFolder(s3Settings(s3.env)!, path.join(snapshot.dir, 'media'), 'media'),
        runPayloadScript('tests/support/claimAdmin.ts', { DATABASE_URL: database.url, PAYLOAD_SECRET: secret }),
      ])
    } else {
      await runPayloadScript('src/server/firstStart.ts', {
        ...s3.env,
        DATABASE_URL: database.url,
        PAYLOAD_SECRET: secret,
        DATA_DIR: path.join(dir, 'seed-data'),
      })
    }
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

/**
 * A script of the app's (through tsx, as the server runs its first start) in a child process,
 * in production mode, with the cluster admin's sign-in: `firstStart.ts` migrates and seeds (its
 * pictures into the bucket), `claimAdmin.ts` gives the snapshot's admin that sign-in.
 */
function runPayloadScript(script: string, env: Record<string, string>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const output: string[] = []
    const child = spawn(process.execPath, [...payloadScriptArgs, script], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ADMIN_EMAIL: clusterAdmin.email,
        ADMIN_PASSWORD: clusterAdmin.password,
        ...env,
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
            new Error(`${script} on the cluster database failed (${code ?? signal}):\n${output.join('').slice(-3000)}`),
          ),
    )
  })
}

import { defineConfig } from 'vitest/config'

import { alias } from './vitest.alias.mjs'

const files = (names: string[]) => names.map((name) => `tests/${name}.test.ts`)

/**
 * The files that exercise the database itself (the schema, the seed, the start-up lock, what
 * visitors' sends and staff's edits store, access rules, the limiters' store, backup and
 * retention): in CI a second run takes them (`--project 'database*'`) against the PostgreSQL
 * server at 127.0.0.1:5432, beside the first (`--project 'other*'`) on the embedded one
 * (tools/test.mjs). `vitest run` alone runs both parts on the embedded one.
 */
const databaseFiles = files([
  'integration/migrations',
  'integration/seed',
  'integration/startup',
  'integration/access',
  'integration/api-access',
  'integration/landing-message',
  'integration/landing-cv',
  'integration/landing-delivery',
  'integration/status-workflow',
  'integration/admin-workflow',
  'integration/rate-limit-store',
  // A restore into that server's database (COPY and the migrations on another major version).
  'integration/backup-restore',
  // Scheduled backups: COPY from that server's database too.
  'integration/backup-schedule',
  'integration/retention',
  'integration/erasure',
])

/**
 * The files that change what a later file would import or read in the same process: they set
 * `process.env` before importing the app (the Redis store, the SMTP transport, a second Payload
 * with a workaround switched off, another data folder), stub it (vi.stubEnv), reset the module
 * registry (vi.resetModules) or destroy the run's Payload. Each runs in a fresh process of its
 * own, as Vitest runs every file by default. Every other file shares one process and its imports
 * (Payload, the config, the app's modules): imported afresh for each file, they took 33 s of a
 * run on a quick day and 77 s on a slow one.
 */
const isolatedFiles = files([
  'integration/backup-restore',
  'integration/backup-schedule',
  'integration/framework-workarounds',
  'integration/migrations',
  'integration/rate-limit-store',
  'integration/seed',
  'integration/shared-cache',
  'unit/drop-inlined-css-from-flight',
  'unit/paint-before-scripts',
])

const everyFile = ['tests/integration/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/perf/**/*.test.ts']

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['tests/support/globalSetup.ts'],
    setupFiles: ['tests/support/setupEnv.ts'],
    // One database for the run: files run one after another, tests inside them in order.
    fileParallelism: false,
    pool: 'forks',
    // next-intl's middleware imports `next/server` without an extension, which Node's own ESM
    // loader cannot resolve (Next has no exports map): Vite resolves it (tests/unit/locale-decision).
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: {
      DISABLE_JOBS_AUTORUN: '1',
      PAYLOAD_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
    },
    projects: [
      {
        extends: true,
        test: { name: 'database', include: databaseFiles, exclude: isolatedFiles, isolate: false },
      },
      {
        extends: true,
        test: { name: 'database-isolated', include: databaseFiles.filter((file) => isolatedFiles.includes(file)) },
      },
      {
        extends: true,
        test: { name: 'other', include: everyFile, exclude: [...databaseFiles, ...isolatedFiles], isolate: false },
      },
      {
        extends: true,
        test: { name: 'other-isolated', include: isolatedFiles, exclude: databaseFiles },
      },
    ],
  },
})

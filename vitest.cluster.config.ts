import { defineConfig } from 'vitest/config'

import { alias } from './vitest.alias.mjs'

/**
 * `npm run test:cluster`: the multi-instance tests (tests/cluster/), each file on a cluster of
 * real processes (nginx, two instances of the production build, PostgreSQL, Redis, s3rver, an
 * SMTP sink) started by tools/cluster/cluster.ts. The run shares one PostgreSQL server and one
 * S3 server, seeded once (tests/support/clusterGlobalSetup.ts); each file gets its own copy of
 * the seeded database, its own Redis, sink, instances and nginx. Needs a production build.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/support/clusterGlobalSetup.ts'],
    // The machine runs one cluster at a time: files one after another.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    env: {
      DISABLE_JOBS_AUTORUN: '1',
    },
  },
})

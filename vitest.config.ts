import { defineConfig } from 'vitest/config'

import { alias } from './vitest.alias.mjs'

export default defineConfig({
  resolve: { alias },
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/perf/**/*.test.ts'],
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
  },
})

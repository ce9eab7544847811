import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    // vite-tsconfig-paths cannot find vite here (ARCHITECTURE.md): plain aliases instead.
    alias: [
      { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'payload.config.ts') },
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
    ],
  },
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/globalSetup.ts'],
    setupFiles: ['tests/support/setupEnv.ts'],
    // One database for the run: files run one after another, tests inside them in order.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: {
      DISABLE_JOBS_AUTORUN: '1',
      PAYLOAD_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
    },
  },
})

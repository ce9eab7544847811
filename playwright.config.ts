import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium against the production build, served by the same
 * one-process server as `npm start`, on a throwaway embedded database of its own. In two phases:
 * the visitors' pages, which only read, two files at a time (project `pages`); then what changes
 * content every page shows (staff in the admin, posts and redirects made by a test, analytics
 * settings) or measures the page's own requests and timing, one file at a time (`staff`).
 */
const staffFiles = [
  'admin-*.spec.ts',
  'analytics.spec.ts',
  'first-load.spec.ts',
  'first-visit-language.spec.ts',
  'post-language.spec.ts',
  'prefetch.spec.ts',
  'redirects.spec.ts',
  'routes.spec.ts',
  'security-headers.spec.ts',
  'seo-metadata.spec.ts',
  'server-lifecycle.spec.ts',
  'session.spec.ts',
]
const port = Number(process.env.E2E_PORT || 3210)
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
process.env.E2E_ADMIN_EMAIL ||= 'admin@example.com'
process.env.E2E_ADMIN_PASSWORD ||= 'e2e-admin-password-1'
export const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // A Ukrainian visitor by default: an English-preferring browser is redirected from / to /en.
  projects: [
    {
      name: 'pages',
      testIgnore: staffFiles,
      use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'uk-UA' },
    },
    {
      name: 'staff',
      testMatch: staffFiles,
      dependencies: ['pages'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'uk-UA' },
    },
  ],
  webServer: {
    command: 'node src/server/start.mjs --no-build',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SERVER_URL: baseURL,
      EMBEDDED_PG_PORT: String(54400 + (port % 100)),
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      INSECURE_COOKIES: '1',
      // Every browser of the run signs in from 127.0.0.1: the per-address cap of sign-in
      // attempts (20 per 10 minutes) would refuse the suite itself. The per-account limits stay.
      RATE_LIMIT_LOGINS_PER_10_MIN: '10000',
    },
  },
})

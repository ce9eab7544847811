import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium (its headless shell) against the production build,
 * served by the same one-process server as `npm start`, on a throwaway embedded database of its
 * own. In two phases:
 * the visitors' pages, which only read, two files at a time (project `pages`); then the files that
 * change content (staff in the admin, posts and redirects made by a test, analytics settings) or
 * count the page's own requests, in two lanes side by side, each one file at a time: `staff` (the
 * files that add English posts, and the one that counts the English blog's pages: 6 seeded English
 * posts fill its one page, and one more makes a second) and `after` (the rest, none of which
 * publishes an English post). A test that takes a route's English offline for a while and the
 * tests that read every route in both languages share a lock (tests/support/site.ts:
 * everyRouteLock): the lane whose file waits on it runs its next file meanwhile. The shared
 * bilingual post a test reads is a seeded one (tests/support/site.ts: bilingualPost); what a
 * test makes it names for itself.
 */
const staffFiles = [
  'admin-addresses.spec.ts',
  'admin-editor.spec.ts',
  'admin-language-status.spec.ts',
  'admin-roles.spec.ts',
  'admin-translations.spec.ts',
  'first-visit-language.spec.ts',
  'post-language.spec.ts',
]
const afterFiles = [
  'admin-inbox.spec.ts',
  'admin-login.spec.ts',
  'analytics.spec.ts',
  'first-load.spec.ts',
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
const visitor = { ...devices['Desktop Chrome'], channel: undefined, locale: 'uk-UA', reducedMotion: 'reduce' as const }

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is what tools/test.mjs prints of a failure after its summary.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    // A step that hangs (a click that never lands, a load that never ends) fails as that step, not
    // as the test's time limit run out with no word of where (an admin test, CI, 2026-11-27).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    browserName: 'chromium',
    // A trace records every action's DOM and a screencast: a third of the suite's time on two
    // cores (the admin's pages most). A failure leaves its screenshot; E2E_TRACE=1 keeps a trace.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell (tools/test.mjs installs it); CHROMIUM_PATH for another.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
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
  // A Ukrainian visitor by default (an English-preferring browser is redirected from / to /en),
  // who asks for reduced motion: the particles (200 at up to 120 fps on every page from 1024 px)
  // and the hero video, drawn without a GPU, kept both cores busy (the header and contact-panel
  // files: 167 s with motion, 108 s without). The tests of motion itself (behaviours, hash
  // navigation) ask for it back.
  projects: [
    {
      name: 'pages',
      testIgnore: [...staffFiles, ...afterFiles],
      use: visitor,
    },
    {
      name: 'staff',
      testMatch: staffFiles,
      dependencies: ['pages'],
      workers: 1,
      use: visitor,
    },
    {
      name: 'after',
      testMatch: afterFiles,
      dependencies: ['pages'],
      workers: 1,
      use: visitor,
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
      // Two browsers, the link crawl's first resize of every picture and the server share two
      // cores here: a page's first render has taken over 9 s (CI, 2026-11-27), which a visitor's
      // server answers with its 503 page. The deadlines are tested where a dependency hangs
      // (tests/integration/production-runtime.test.ts); here the pages are.
      PAGE_DEADLINE_MS: '60000',
    },
  },
})

#!/usr/bin/env node
/**
 * `npm test`: the whole suite on a fresh machine. Installs what the tests need (npm
 * packages when missing, Debian's chromium-headless-shell when it is missing), type-checks,
 * builds, runs the Vitest integration tests (some drive the production server over HTTP) on a
 * throwaway embedded PostgreSQL (and, in CI, the database files once more against the server at
 * 127.0.0.1:5432 when one answers there), runs the cluster tests (two instances of the build behind nginx;
 * Debian's nginx and redis-server installed when missing) and runs the Playwright tests in
 * Chromium against that build.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(root)
const started = Date.now()
const steps = []

function run(title, command, args, env = {}, explain = () => undefined) {
  const begin = Date.now()
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - begin) / 1000).toFixed(1)
  steps.push({ title, ok: result.status === 0, seconds })
  if (result.status !== 0) {
    summary()
    explain()
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
}

/**
 * Steps that wait for nothing of each other, side by side (the type check and the lint's halves
 * are mostly one thread each); each one's output is printed whole when it ends, not interleaved.
 */
async function runTogether(list) {
  const results = await Promise.all(
    list.map(
      ({ title, command, args, env = {} }) =>
        new Promise((resolve) => {
          const begin = Date.now()
          const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (code, signal) => {
            console.log(`\n=== ${title}: ${command} ${args.join(' ')}`)
            process.stdout.write(Buffer.concat(output))
            const seconds = ((Date.now() - begin) / 1000).toFixed(1)
            steps.push({ title, ok: code === 0, seconds })
            resolve({ title, code: code ?? signal })
          })
        }),
    ),
  )
  const failed = results.find((result) => result.code !== 0)
  if (failed) {
    summary()
    console.error(`\n${failed.title} failed (exit ${failed.code}).`)
    process.exit(typeof failed.code === 'number' ? failed.code : 1)
  }
}

function summary() {
  console.log('\n=== summary')
  for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.title} (${step.seconds} s)`)
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/**
 * What failed in the e2e run, in a few lines after the summary (from Playwright's JSON report,
 * playwright.config.ts): a CI log's tail then names the check, not only the screenshot's path.
 */
function e2eFailures() {
  const file = path.join(root, 'test-results', 'e2e-report.json')
  if (!fs.existsSync(file)) return
  const failures = []
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status === 'failed' || result.status === 'timedOut')
            failures.push({ title: [...titles, spec.title].filter(Boolean).join(' › '), result })
  }
  visit(JSON.parse(fs.readFileSync(file, 'utf8')), [])
  for (const { title, result } of failures.slice(0, 3)) {
    const message = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '')
    console.log(`\n--- failed: ${title}\n${message.slice(0, 1500)}`)
  }
}

function reachable(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const lockfile = path.join(root, 'package-lock.json')
const installed = path.join(root, 'node_modules', '.package-lock.json')
if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lockfile).mtimeMs) {
  // npm install, not npm ci: this npm records no entries for other platforms' optional packages
  // (@swc/core-darwin-*, …) and npm ci then refuses the lock file as out of sync. (With
  // --prefer-offline, 10 s less, one run of four failed in an old esbuild's install script.)
  run('install npm packages', 'npm', ['install', '--no-audit', '--no-fund'])
}

// The cluster tests run Debian's nginx and redis-server next to the instances (and wrk for the
// load of the crash test); the W3C HTML checker (vnu-jar, tests/e2e/crawlers-html.spec.ts) runs on
// Java; the e2e tests run in Chromium's headless shell (Debian's chromium-headless-shell: the same
// engine without the browser's window and user interface, what Playwright runs headless by
// default; three of the files took 96 s instead of 144 s in the whole browser on two cores), or
// in the Chromium that CHROMIUM_PATH names.
const packages = { nginx: 'nginx', 'redis-server': 'redis-server', wrk: 'wrk', java: 'default-jre-headless' }
if (!process.env.CHROMIUM_PATH) packages['chromium-headless-shell'] = 'chromium-headless-shell'
else if (!fs.existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`)
  process.exit(1)
}
const missing = Object.keys(packages).filter((command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0)
if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.join(' and ')} missing: install Debian's ${missing.map((command) => packages[command]).join(' ')} (apt-get install -y ${missing.map((command) => packages[command]).join(' ')}) and run again.`,
    )
    process.exit(1)
  }
  run('apt-get update', 'apt-get', ['update', '-q'])
  run(
    `install ${missing.join(', ')}`,
    'apt-get',
    ['install', '-y', '-q', ...missing.map((command) => packages[command])],
    {
      DEBIAN_FRONTEND: 'noninteractive',
    },
  )
}

// `npm run lint` in its two halves, beside the type check: three processes on two cores (the
// rules 32 s, the formatting 14 s, the type check 39 s alone; 58 s as two, the lint whole).
await runTogether([
  { title: 'type check', command: 'node_modules/.bin/tsc', args: ['--noEmit', '-p', '.'] },
  { title: 'lint: rules and rooms', command: 'npm', args: ['run', '--silent', 'lint:rules'] },
  { title: 'lint: formatting', command: 'npm', args: ['run', '--silent', 'lint:format'] },
])
// The integration tests drive the real production server over HTTP: build first. Its own type
// check is the one just run; a fresh clone in CI builds once and keeps no cache for a next build.
// (Side by side with the type check and lint, the build took 129 s instead of 79: the cores are
// the limit, not waiting.)
run('production build', 'npm', ['run', '--silent', 'build'], {
  NEXT_TELEMETRY_DISABLED: '1',
  BUILD_TYPECHECK: '0',
  ...(process.env.CI ? { BUILD_CACHE: '0' } : {}),
})
// The files that exercise the database itself (vitest.config.ts names them: the projects
// `database` and `database-isolated`) run against the PostgreSQL server at 127.0.0.1:5432 when CI
// has one (the DATABASE_URL path, on a server of another major version than the embedded 18 every
// other test, the e2e and the cluster tests use), else on the embedded one with the rest: once
// either way (they ran twice before, 3 of CI's 20 minutes for assertions already made). The
// sign-in limits, which drive the limiters' store through the sign-in form's 32 s of refusals,
// run with the rest: the two runs then end together (CI: 326 s beside 399 s before).
const systemUrl = process.env.TEST_SYSTEM_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const onSystemServer = Boolean(process.env.CI && !process.env.SKIP_SYSTEM_DB && (await reachable(5432)))
if (onSystemServer) {
  // Side by side: each run has its own database (and servers on free ports). On two cores the
  // pair took 446 s instead of 501 s one after the other. (The cluster tests beside the longer
  // run's end saved 14 s and missed their 1 s publish bound: they stay after both.)
  await runTogether([
    {
      title: 'integration tests',
      command: 'node_modules/.bin/vitest',
      args: ['run', '--project', 'other*'],
    },
    {
      title: 'integration tests, database files (PostgreSQL at 127.0.0.1:5432)',
      command: 'node_modules/.bin/vitest',
      args: ['run', '--project', 'database*'],
      env: { TEST_DATABASE_URL: systemUrl },
    },
  ])
} else {
  run('integration tests', 'node_modules/.bin/vitest', ['run'])
}
// Two instances of the build behind nginx, with PostgreSQL, Redis, s3rver and an SMTP sink.
run('cluster tests', 'node_modules/.bin/vitest', ['run', '--config', 'vitest.cluster.config.ts'])

run('end-to-end tests (Chromium)', 'node_modules/.bin/playwright', ['test'], {}, e2eFailures)
summary()

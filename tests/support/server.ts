import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

import { freePort } from './testDatabase'

/**
 * The real production server (src/server/serve.ts: Next + Payload + the jobs queue) on the test
 * run's database and data folder, on a free port. Needs a production build (`next build`);
 * `npm test` builds before the integration tests.
 */
export type TestServer = {
  url: string
  port: number
  logs: string[]
  stop: () => Promise<void>
  /** Sends `signal` (as an orchestrator stops it) and resolves with how the process ended. */
  signal: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** src/server/start.mjs */ pid: number
}

const root = path.resolve(import.meta.dirname, '../..')

/** The servers this test file has running, with their logs (tests/support/setupEnv.ts prints them when a test fails). */
export const runningServers = new Set<TestServer>()

/**
 * `readyTimeoutMs`: how long the start may take (a first start seeds an empty database: minutes
 * on a loaded machine). `database`: the run's database and data folder, given by the global
 * set-up (which has no `inject`); a test file's server takes them from the run.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { readyTimeoutMs?: number; database?: { url: string; dataDir: string }; logFile?: string } = {},
): Promise<TestServer> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error(
      'No production build: run `node_modules/.bin/next build` before the integration tests (npm test does).',
    )
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // Test-runner variables stay out: the server is a production server with its own jobs queue.
  const {
    DISABLE_JOBS_AUTORUN: _jobs,
    NODE_ENV: _mode,
    VITEST: _vitest,
    CLIENT_IP_HEADER: _ipHeader,
    ...inherited
  } = process.env
  const childEnv: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVER_URL: url,
    DATABASE_URL: options.database?.url ?? inject('databaseUrl'),
    DATA_DIR: options.database?.dataDir ?? inject('dataDir'),
    // The server runs its own jobs queue, every second instead of every 5 s.
    JOBS_CRON: '* * * * * *',
    // Tests speak for many clients: each request names its address in X-Forwarded-For.
    TRUST_PROXY: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  }

  const logs: string[] = []
  const child: ChildProcess = spawn(process.execPath, ['src/server/start.mjs', '--no-build'], {
    cwd: root,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    if (options.logFile) fs.appendFileSync(options.logFile, chunk)
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      logs.push(line)
      if (process.env.DEBUG_SERVER) console.log(`[server] ${line}`)
    }
    if (logs.length > 2000) logs.splice(0, logs.length - 2000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  let stopping = false
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      // A server that dies during a test explains itself in the test output.
      if (!stopping) console.error(`[server] exited unexpectedly (${code ?? signal}):\n${logs.slice(-60).join('\n')}`)
      resolve({ code, signal })
    }),
  )
  // A first start seeds the database (pictures through sharp): on a busy machine that can take
  // minutes; TEST_SERVER_TIMEOUT_MS (with Vitest's --hookTimeout) gives it longer.
  const timeoutMs = options.readyTimeoutMs ?? Number(process.env.TEST_SERVER_TIMEOUT_MS || 120_000)
  const deadline = Date.now() + timeoutMs
  while (true) {
    if (child.exitCode !== null)
      throw new Error(`The test server exited (${child.exitCode}):\n${logs.slice(-30).join('\n')}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(
        `The test server did not answer /api/health within ${timeoutMs / 1000} s:\n${logs.slice(-30).join('\n')}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  const server: TestServer = {
    url,
    port,
    logs,
    pid: child.pid ?? 0,
    stop: async () => {
      runningServers.delete(server)
      if (child.exitCode !== null) return
      stopping = true
      child.kill('SIGINT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(timer)
    },
    signal: (signal) => {
      stopping = true
      child.kill(signal)
      return exited
    },
  }
  runningServers.add(server)
  return server
}

/**
 * The run's server: one production server with the default settings, started by the global
 * set-up (tests/support/globalSetup.ts) once the database is migrated (its start seeds it), and
 * shared by every file that needs nothing else of it (each file used to start its own: 3-5 s
 * each, and the first render of every route once more). Files run one after another, so a file
 * has it to itself; what a file changes in the content it changes for the next ones, as with the
 * shared database. It runs no jobs queue: a file that needs e-mails sent starts its own server. Stopping it is the global set-up's: `stop` does nothing.
 */
export function sharedServer(): TestServer {
  const { url, pid, logFile } = inject('sharedServer')
  if (!url) throw new Error('No production build: run `npm run build` before the integration tests (npm test does).')
  const server: TestServer = {
    url,
    port: Number(new URL(url).port),
    pid,
    get logs() {
      return fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-200) : []
    },
    stop: async () => undefined,
    signal: () => Promise.reject(new Error('the run’s shared server is the global set-up’s to stop')),
  }
  runningServers.add(server)
  return server
}

/**
 * One process owns the database and the site: starts the embedded PostgreSQL (or checks
 * DATABASE_URL), applies migrations, seeds an empty database, builds when the build is
 * missing or stale, and serves Next (site, admin, API) on PORT. SIGINT/SIGTERM stop Next
 * first, then PostgreSQL, so no orphan `postgres` process remains.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

// On a single CPU (a one-core VM, or a process pinned with taskset) V8's garbage-collector
// helper threads can only take turns with the thread that answers requests: each major GC then
// holds every request for about 100 ms. Collecting on the main thread in small steps keeps
// that to a few ms (bench: send-message p99 62–84 ms → 15–19 ms at 100 req/s on one core).
// The flag must be given at start, so the server runs itself again with it.
if (os.availableParallelism() === 1 && !process.execArgv.includes('--single-threaded-gc')) {
  const child = spawn(process.execPath, ['--single-threaded-gc', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  await new Promise(() => undefined)
}

const dev = process.argv.includes('--dev')
const skipBuild = process.argv.includes('--no-build')
const buildOnly = process.argv.includes('--build-only')
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })

const { databaseIsCurrent, exitOnStartupError, loadEnv, resolveDatabase, resolveSecret, shippedMigrations, StartupError } = await import('@/lib/server/bootstrap')

const root = process.cwd()
const started = Date.now()
const log = (line: string) => console.log(`[serve] ${line}`)

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

/** Builds when .next has no production build, or when a source is newer than it. */
function buildIfNeeded() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  const builtAt = fs.statSync(buildId, { throwIfNoEntry: false })?.mtimeMs ?? 0
  const sources = ['src', 'migrations', 'public', 'messages', 'payload.config.ts', 'next.config.ts', 'package-lock.json']
  const newest = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))))
  if (builtAt && builtAt >= newest) return
  log(builtAt ? 'sources changed since the last build: building…' : 'no production build yet: building (about a minute)…')
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new StartupError('The production build failed (see the output above).')
}

type Closer = () => Promise<void>
const closers: Closer[] = []
let shuttingDown = false

async function shutdown(signal: string) {
  if (shuttingDown) return
  shuttingDown = true
  log(`${signal}: stopping the site, then the database…`)
  const force = setTimeout(() => process.exit(1), 20_000)
  force.unref()
  for (const close of closers.reverse()) {
    try {
      await close()
    } catch (error) {
      console.error(`[serve] while stopping: ${(error as Error).message}`)
    }
  }
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  loadEnv(root)
  resolveSecret()
  const port = Number(process.env.PORT || 3000)
  const hostname = process.env.HOST || '0.0.0.0'
  process.env.SERVER_URL ||= `http://localhost:${port}`
  // How the site reaches itself (the proxy asks the API where a post lives in another language).
  const loopback = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  process.env.INTERNAL_ORIGIN ||= `http://${loopback}:${port}`

  if (!dev && !skipBuild) buildIfNeeded()
  if (buildOnly) process.exit(0)

  const database = await resolveDatabase()
  closers.push(database.stop)
  log(database.embedded ? `embedded PostgreSQL ready${database.restored ? ', seeded from the build snapshot' : ''} (${Date.now() - started} ms)` : 'connected to DATABASE_URL')

  // Migrations and the first-run seed, before any request. A database that already has both
  // is left to the site's own Payload (it applies migrations on connect): loading Payload here
  // too would only cost seconds of start-up to find nothing to do.
  const { getMigratedPayload, releasePayload } = await import('@/lib/server/payload')
  if (!(await databaseIsCurrent(database.url, shippedMigrations(root)))) {
    const payload = await getMigratedPayload()
    const { seedIfEmpty } = await import('@/seed')
    await seedIfEmpty(payload)
    await releasePayload(payload)
  }

  const { default: next } = await import('next')
  const app = next({ dev, dir: root, hostname: 'localhost', port })
  await app.prepare()
  const { createFrontLayer } = await import('@/lib/server/frontLayer')
  const { analyticsCsp } = await import('@/lib/analytics/config')
  // Pages that load the configured pixel / analytics tag get their hosts in the CSP.
  const handle = createFrontLayer(app.getRequestHandler(), { production: !dev, csp: analyticsCsp, distDir: dev ? undefined : path.join(root, '.next') })
  // The socket address reaches the API in a header whose name is random per process, so a
  // client cannot forge it (src/lib/landing/request.ts: clientIp).
  const clientIpHeader = (process.env.CLIENT_IP_HEADER ||= `x-client-ip-${crypto.randomBytes(8).toString('hex')}`)
  const server = http.createServer((req, res) => {
    req.headers[clientIpHeader] = req.socket.remoteAddress ?? 'unknown'
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      console.error(`[serve] ${req.method} ${req.url}: ${(error as Error).message}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end()
    })
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new StartupError(`Port ${port} is already in use: stop what uses it or set PORT.`) : error),
    )
    server.listen(port, hostname, resolve)
  })
  closers.push(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    await app.close()
    const cached = (globalThis as { _payload?: Map<string, { payload?: import('payload').Payload }> })._payload
    const running = cached?.get('default')?.payload
    if (running) await releasePayload(running)
  })
  log(`ready on http://localhost:${port} (admin at /admin) in ${Date.now() - started} ms`)
} catch (error) {
  for (const close of closers.reverse()) await close().catch(() => undefined)
  exitOnStartupError(error)
}

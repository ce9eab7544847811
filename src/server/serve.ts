/**
 * One process owns the database and the site: starts the embedded PostgreSQL (or checks
 * DATABASE_URL), applies migrations, seeds an empty database, and serves Next (site, admin,
 * API) on PORT. SIGINT/SIGTERM stop Next first, then PostgreSQL, so no orphan `postgres`
 * process remains. Started through src/server/start.mjs, which builds first when needed.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { payloadScriptArgs } from './payloadScript.mjs'

const dev = process.argv.includes('--dev')
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
// A request's statements end within 15 s unless set otherwise (payload.config.ts: deadlines).
process.env.DB_STATEMENT_TIMEOUT_MS ||= '15000'
// One JSON object per line on stdout in production, whoever writes it (src/shared/log.ts).
process.env.LOG_FORMAT ||= dev ? 'pretty' : 'json'
const { routeConsoleToLog } = await import('@/shared/log')
routeConsoleToLog()

const {
  databaseIsCurrent,
  exitOnStartupError,
  loadEnv,
  resolveDatabase,
  resolveSecret,
  resolveStorage,
  shippedMigrations,
  StartupError,
} = await import('@/server/bootstrap')

const root = process.cwd()
const started = Date.now()
const log = (line: string) => console.log(`[serve] ${line}`)

async function prepareNext(port: number) {
  // tsx (the development start, or a start without the built bundle) turns source maps on;
  // left on, Node would also read and parse the source map of every compiled Next and Payload
  // chunk it loads from here (about 0.5 s of a one-core start-up). Stack traces of the built
  // server stay as Next wrote them, which is what its own server does.
  if (!dev) process.setSourceMapsEnabled(false)
  const { default: next } = await import('next')
  const app = next({ dev, dir: root, hostname: 'localhost', port })
  await app.prepare()
  return app
}

type Closer = () => Promise<void>
const closers: Closer[] = []
let shuttingDown = false

async function shutdown(signal: string) {
  if (shuttingDown) return
  shuttingDown = true
  log(`${signal}: stopping the site, then the database…`)
  // The grace for requests in flight, then as long again for Next, Payload and PostgreSQL to close.
  const { shutdownGraceMs } = await import('@/server/lifecycle')
  const force = setTimeout(() => process.exit(1), 2 * shutdownGraceMs() + 5_000)
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

  log(`uploads in ${await resolveStorage()}`)
  const database = await resolveDatabase()
  closers.push(database.stop)
  log(
    database.embedded
      ? `embedded PostgreSQL ready${database.restored ? ', seeded from the build snapshot' : ''} (${Date.now() - started} ms)`
      : 'connected to DATABASE_URL',
  )

  // Migrations and the first-run seed, before any request. A database that already has both
  // is left to the site's own Payload (it applies migrations on connect): loading Payload here
  // too would only cost seconds of start-up to find nothing to do.
  const migrateAndSeed = async () => {
    if (await databaseIsCurrent(database.url, shippedMigrations(root))) return
    const seeded = spawnSync(process.execPath, [...payloadScriptArgs, 'src/server/firstStart.ts'], {
      stdio: 'inherit',
      // A migration of a large table may take longer than a request's statement deadline.
      env: { ...process.env, DB_STATEMENT_TIMEOUT_MS: '0' },
    })
    if (seeded.status !== 0)
      throw new StartupError(
        `The database could not be migrated and seeded (${seeded.signal ? `stopped by ${seeded.signal}` : 'see the lines above'}).`,
      )
  }
  // Instances sharing one DATABASE_URL take turns (a PostgreSQL advisory lock): one migrates
  // and seeds, the others then find it done. The embedded database is this process's alone.
  if (database.embedded) await migrateAndSeed()
  else {
    const { withStartupLock } = await import('@/server/startupLock')
    await withStartupLock(database.url, migrateAndSeed, () =>
      log('another instance is migrating or seeding the database: waiting for it…'),
    )
  }

  const app = await prepareNext(port)
  // Next's cache handler, loaded now rather than at the first render, so that content changed
  // before then (a job of the queue) reaches Next's cache too (src/shared/crossing.ts). The same
  // file Next loads (next.config.ts), so the same module.
  const cacheHandler = path.join(root, '.next', 'cache-handler.mjs')
  if (!dev && fs.existsSync(cacheHandler)) await import(pathToFileURL(cacheHandler).href)
  const { createFrontLayer } = await import('@/server/frontLayer')
  const { cachedPayload, releasePayload } = await import('@/workarounds/releasePayload')
  const { analyticsCsp } = await import('@/lib/analytics/config')
  const { createRequestGuard } = await import('@/server/requestGuard')
  // Pages that load the configured pixel / analytics tag get their hosts in the CSP.
  const handle = createFrontLayer(app.getRequestHandler(), {
    production: !dev,
    csp: analyticsCsp,
    distDir: dev ? undefined : path.join(root, '.next'),
  })
  // The socket address reaches the API in a header whose name is random per process, so a
  // client cannot forge it (src/lib/landing/request.ts: clientIp).
  const clientIpHeader = (process.env.CLIENT_IP_HEADER ||= `x-client-ip-${crypto.randomBytes(8).toString('hex')}`)
  // Foreign origins and oversized bodies are refused before anything reads the body.
  const guard = createRequestGuard()
  // Several instances (issue 16): each answer names the one that gave it; the near cache is
  // purged by every publish on any instance.
  const { instanceHeader, sharedCacheOn } = await import('@/shared/cluster')
  const instance = instanceHeader()
  if (sharedCacheOn()) {
    const { startPurgeSubscription } = await import('@/server/purgeSubscription')
    const subscription = startPurgeSubscription(handle.cache, { log })
    closers.push(subscription.close)
    await subscription.ready
  }
  // The request id, liveness, readiness while stopping, and the requests a stop waits for.
  const { createLifecycle, shutdownGraceMs } = await import('@/server/lifecycle')
  const { requestContext } = await import('@/shared/crossing')
  // The metrics (src/server/metrics.ts): the front layer's caches and Payload's pool, read at each scrape.
  const { createMetrics } = await import('@/server/metrics')
  type PoolLike = import('@/server/metrics').PoolLike
  const metrics = createMetrics({
    cacheStats: handle.cacheStats,
    pool: () => (cachedPayload()?.db as { pool?: PoolLike } | undefined)?.pool,
  })
  const lifecycle = createLifecycle(instance, metrics.answered)
  const server = http.createServer((req, res) => {
    req.headers[clientIpHeader] = req.socket.remoteAddress ?? 'unknown'
    if (instance) res.setHeader('X-Instance', instance)
    const id = lifecycle.begin(req, res)
    // Everything the request causes, in every bundle, logs with its id (src/shared/crossing.ts)
    // until its answer ends.
    const context: { id: string; ended?: boolean } = { id }
    res.once('close', () => (context.ended = true))
    requestContext.run(context, () => {
      if (lifecycle.answer(req, res)) return
      if (guard(req, res)) return
      Promise.resolve(handle(req, res)).catch((error: unknown) => {
        console.error(`[serve] ${req.method} ${req.url?.split('?')[0]}: ${(error as Error).message}`)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        res.end()
      })
    })
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Port ${port} is already in use: stop what uses it or set PORT.`)
          : error,
      ),
    )
    server.listen(port, hostname, resolve)
  })
  closers.push(async () => {
    // The jobs queue first: no new run starts while the site stops, and a run already going (an
    // e-mail being sent) finishes within the grace, so it records what it sent before Payload
    // closes; cut off, its e-mail would go again from another instance (its job handed back).
    const crons = (cachedPayload()?.crons ?? []).splice(0)
    for (const cron of crons) cron.stop()
    // No new connections (behind nginx the next request goes to another instance, and nginx
    // counts this one down); readiness answers 503 on the ones still open; what is in flight
    // (form posts and uploads included) finishes within SHUTDOWN_GRACE_SECONDS, then whatever is
    // left is cut off. The listener only: http's own close() would also close the idle
    // keep-alive connections at once, and a request nginx had just sent on one was lost (a POST,
    // which nginx does not send again: CI, 1 of 164 messages in a rolling restart). Left open, a
    // request on one is answered, with Connection: close.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
    const grace = shutdownGraceMs()
    const until = Date.now() + grace
    const jobsDone = async () => {
      while (crons.some((cron) => cron.isBusy()) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50))
      return crons.some((cron) => cron.isBusy())
    }
    await Promise.all([lifecycle.drain(grace), jobsDone()])
    // A moment for a proxy to use what it holds open once more, or see this instance gone.
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Math.max(0, until - Date.now()))))
    const [{ unfinished }, jobsRunning] = await Promise.all([
      lifecycle.drain(Math.max(0, until - Date.now())),
      jobsDone(),
    ])
    if (jobsRunning) log(`a run of the jobs queue still going after ${grace / 1000} s: stopping anyway`)
    if (unfinished) log(`${unfinished} request(s) still running after ${grace / 1000} s: closing their connections`)
    server.closeAllConnections()
    await closed
    await app.close()
    const running = cachedPayload()
    if (running) await releasePayload(running)
  })
  log(`ready on http://localhost:${port} (admin at /admin) in ${Date.now() - started} ms`)
} catch (error) {
  for (const close of closers.reverse()) await close().catch(() => undefined)
  exitOnStartupError(error)
}

import crypto from 'node:crypto'
import type http from 'node:http'

import { addressLocale } from '@/i18n/localeDecision'
import { trustedProxyHops } from '@/lib/landing/request'
import { positive } from '@/lib/env'
import { siteLogger } from '@/shared/log'

/**
 * What the server around Next answers for itself, before any part of the app (issue 26): the
 * request id every answer carries, liveness, readiness while it stops, and the in-flight
 * requests a stop waits for.
 *
 * - one access line per request in the log (src/shared/log.ts), written when its answer ends;
 * - `X-Request-Id`: the trusted proxy's (with TRUST_PROXY; nginx in the cluster sends its
 *   `$request_id`) when it is a plain token of at most 128 characters, else a new UUID. It is
 *   set on the request, so Payload and Next see it, and sent back on the answer.
 * - `GET|HEAD /api/health/live`: 200 while the process can answer; it touches no dependency.
 * - `/api/health/ready` (and `/api/health`): from SIGTERM on, 503 `{ ok: false, stopping: true }`
 *   here, so a load balancer or orchestrator stops sending new requests; until then the app's
 *   own check answers (src/endpoints/health.ts: each dependency within its deadline).
 */
export type Lifecycle = {
  /**
   * A request arrives: its id (set on the request and the answer), counted in flight until its
   * answer ends, and then one access line in the log. Returns the id.
   */
  begin: (req: http.IncomingMessage, res: http.ServerResponse) => string
  /** Answers what the server owns; true when it answered (the caller passes the rest on). */
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
  /** Readiness turns 503; resolves once no request is in flight, or after `graceMs`. */
  drain: (graceMs: number) => Promise<{ unfinished: number }>
  inFlight: () => number
}

const token = /^[A-Za-z0-9._:@/+=-]{1,128}$/

export function requestIdOf(req: http.IncomingMessage, env: NodeJS.ProcessEnv = process.env): string {
  const given = req.headers['x-request-id']
  if (trustedProxyHops(env) > 0 && typeof given === 'string' && token.test(given)) return given
  return crypto.randomUUID()
}

/** How long a stop waits for what is in flight: SHUTDOWN_GRACE_SECONDS (default 20). */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  return positive(env.SHUTDOWN_GRACE_SECONDS, 20) * 1000
}

const healthPaths = new Set(['/api/health', '/api/health/', '/api/health/ready', '/api/health/ready/'])

export function createLifecycle(
  instance?: string,
  /** Told of every request once its answer has ended (src/server/metrics.ts). */
  answered: (req: http.IncomingMessage, res: http.ServerResponse, seconds: number) => void = () => undefined,
): Lifecycle {
  let stopping = false
  let running = 0
  const idleWaiters = new Set<() => void>()

  const json = (res: http.ServerResponse, method: string | undefined, status: number, body: object) => {
    const text = JSON.stringify({ ...body, ...(instance ? { instance } : {}) })
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
    })
    res.end(method === 'HEAD' ? undefined : text)
  }

  const log = siteLogger()
  return {
    begin(req, res) {
      const id = requestIdOf(req)
      req.headers['x-request-id'] = id
      res.setHeader('X-Request-Id', id)
      // Stopping: each connection still open ends with its answer, so a proxy sends nothing more
      // on it (a request sent on a connection as it closes is lost, and nginx does not send a
      // POST again).
      if (stopping) res.setHeader('Connection', 'close')
      running++
      const started = performance.now()
      const sentBefore = req.socket.bytesWritten
      let counted = true
      const done = () => {
        if (!counted) return
        counted = false
        running--
        if (running === 0) for (const wake of idleWaiters) wake()
        log.info(accessLine(req, res, id, started, req.socket.bytesWritten - sentBefore), 'request')
        answered(req, res, (performance.now() - started) / 1000)
      }
      res.once('close', done)
      res.once('finish', done)
      return id
    },
    answer(req, res) {
      const pathname = (req.url ?? '/').split('?')[0]
      const readable = req.method === 'GET' || req.method === 'HEAD'
      if (readable && (pathname === '/api/health/live' || pathname === '/api/health/live/')) {
        json(res, req.method, 200, { ok: true, live: true })
        return true
      }
      if (stopping && readable && healthPaths.has(pathname)) {
        json(res, req.method, 503, { ok: false, stopping: true })
        return true
      }
      return false
    },
    drain(graceMs) {
      stopping = true
      if (running === 0) return Promise.resolve({ unfinished: 0 })
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer)
          idleWaiters.delete(finish)
          resolve({ unfinished: running })
        }
        const timer = setTimeout(finish, graceMs)
        timer.unref()
        idleWaiters.add(finish)
      })
    },
    inFlight: () => running,
  }
}

const pageAddress = /^\/(?!api\/|_next\/|admin(\/|$)|og\/)/

/**
 * One request's access line: what an operator needs and nothing a visitor typed: the path
 * without its query string (a query may carry an address or a token), no cookie, no header but
 * the cache's answer; the language for a page's address.
 */
function accessLine(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  reqId: string,
  started: number,
  bytes: number,
) {
  const path = (req.url ?? '/').split('?')[0]!.slice(0, 300)
  const cache = res.getHeader('x-cache')
  const locale = pageAddress.test(path) ? addressLocale(path) : undefined
  return {
    reqId,
    method: req.method,
    path,
    status: res.statusCode,
    bytes,
    ms: Math.round((performance.now() - started) * 10) / 10,
    ...(cache ? { cache: String(cache) } : {}),
    ...(locale ? { locale } : {}),
    ...(res.writableFinished ? {} : { aborted: true }),
  }
}

import crypto from 'node:crypto'
import type http from 'node:http'

import { trustedProxyHops } from '@/lib/landing/request'
import { positive } from '@/lib/env'

/**
 * What the server around Next answers for itself, before any part of the app (issue 26): the
 * request id every answer carries, liveness, readiness while it stops, and the in-flight
 * requests a stop waits for.
 *
 * - `X-Request-Id`: the trusted proxy's (with TRUST_PROXY; nginx in the cluster sends its
 *   `$request_id`) when it is a plain token of at most 128 characters, else a new UUID. It is
 *   set on the request, so Payload and Next see it, and sent back on the answer.
 * - `GET|HEAD /api/health/live`: 200 while the process can answer; it touches no dependency.
 * - `/api/health/ready` (and `/api/health`): from SIGTERM on, 503 `{ ok: false, stopping: true }`
 *   here, so a load balancer or orchestrator stops sending new requests; until then the app's
 *   own check answers (src/endpoints/health.ts: each dependency within its deadline).
 */
export type Lifecycle = {
  /** Answers what the server owns; true when it answered (the caller passes the rest on). */
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
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

export function createLifecycle(instance?: string): Lifecycle {
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

  return {
    handle(req, res) {
      const id = requestIdOf(req)
      req.headers['x-request-id'] = id
      res.setHeader('X-Request-Id', id)
      running++
      let counted = true
      const done = () => {
        if (!counted) return
        counted = false
        running--
        if (running === 0) for (const wake of idleWaiters) wake()
      }
      res.once('close', done)
      res.once('finish', done)

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

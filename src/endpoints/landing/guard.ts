import { ValidationError, type Endpoint, type PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { DeadlinePassed, landingDeadlineMs } from '@/lib/landing/deadline'
import { getRateLimits, type LimitedAction } from '@/lib/landing/rateLimit'
import { appMetrics } from '@/shared/crossing'
import { clientIp, errorResponse, fieldErrorsResponse, isForeignOrigin, requestLocale } from '@/lib/landing/request'
import { message } from '@/lib/validation/messages'
import { payloadPool } from '@/lib/payload/pool'

/**
 * What both landing POST endpoints do before their own work: refuse a foreign Origin (403),
 * count the client against its rate limits (429 with Retry-After), and make sure no input
 * ever ends in a 500: Payload's own validation becomes a 422, anything unexpected (a database
 * that is down) a 503 in the request's language.
 */
export function landingEndpoint(
  path: string,
  action: LimitedAction,
  handle: (req: PayloadRequest, headerLocale: Locale, deadline: AbortSignal) => Promise<Response>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const locale = requestLocale(req.headers)
      // Within the deadline whatever hangs (src/lib/landing/deadline.ts); the work itself goes on
      // and rolls back what it stored once it sees the deadline passed.
      const deadline = new AbortController()
      const progress: Progress = { waitingOn: 'the start' }
      let timer: NodeJS.Timeout | undefined
      const passed = new Promise<Response>((resolve) => {
        timer = setTimeout(() => {
          deadline.abort()
          req.payload.logger.warn(
            `[landing] ${path}: no answer within ${landingDeadlineMs()} ms (a dependency hangs; waiting on ${progress.waitingOn}; ${poolState(req)}): 503`,
          )
          resolve(errorResponse(503, 'serverError', locale, { 'Retry-After': '30' }))
        }, landingDeadlineMs())
      })
      const work = answer(req, locale, deadline.signal, progress)
      try {
        return await Promise.race([work, passed])
      } finally {
        clearTimeout(timer)
        // What became of a send answered 503 at its deadline, once its work ends (the database
        // back): 503 when nothing of it was kept.
        if (deadline.signal.aborted)
          void work.then((late) =>
            req.payload.logger.info(
              `[landing] ${path}: the work of a send past its deadline ended with ${late.status}`,
            ),
          )
      }
    },
  }

  async function answer(
    req: PayloadRequest,
    locale: Locale,
    signal: AbortSignal,
    progress: Progress,
  ): Promise<Response> {
    try {
      if (isForeignOrigin(req.headers)) return errorResponse(403, 'forbiddenOrigin', locale)
      const ip = clientIp(req.headers)
      if (ip === 'unknown') warnUnknownClient(req)
      progress.waitingOn = 'the rate limits'
      const limits = await getRateLimits(req.payload)
      const verdict = await limits.consume(action, ip)
      if (!verdict.allowed) {
        appMetrics.count('rate_limit_refusals', action)
        return errorResponse(429, 'rateLimited', locale, { 'Retry-After': String(verdict.retryAfterSeconds) })
      }
      progress.waitingOn = 'the send'
      return await handle(req, locale, signal)
    } catch (error) {
      if (error instanceof DeadlinePassed) {
        // The visitor was answered 503 at the deadline; nothing of this send was kept.
        return errorResponse(503, 'serverError', locale, { 'Retry-After': '30' })
      }
      if (error instanceof ValidationError) {
        // Our schema runs first, so this is rare: Payload's field rules disagreeing with it.
        const errors: Record<string, string[]> = {}
        for (const { path: field } of error.data.errors) errors[field] = [message(locale, 'invalid')]
        return fieldErrorsResponse(errors)
      }
      req.payload.logger.error({ err: error, msg: `[landing] ${path} could not be handled` })
      return errorResponse(503, 'serverError', locale, { 'Retry-After': '30' })
    }
  }
}

/**
 * What a send was waiting on when its deadline passed, for the warning: the rate limits' store
 * (Redis or PostgreSQL) or the send itself (its reads and its transaction).
 */
type Progress = { waitingOn: 'the start' | 'the rate limits' | 'the send' }

/** Payload's pool at that moment: all of it in use with sends waiting is a pool starved. */
function poolState(req: PayloadRequest): string {
  const pool = payloadPool(req.payload) as ReturnType<typeof payloadPool> | undefined
  return pool
    ? `the database pool: ${pool.totalCount - pool.idleCount} in use, ${pool.waitingCount} waiting`
    : 'no database pool'
}

let warnedUnknownClient = false

/** Every client sharing one counter would throttle the whole site: say so once. */
function warnUnknownClient(req: PayloadRequest) {
  if (warnedUnknownClient) return
  warnedUnknownClient = true
  req.payload.logger.warn(
    '[landing] the client address is unknown (not started through src/server/serve.ts, and TRUST_PROXY is off): all visitors share one rate-limit counter',
  )
}

/** The hidden `website` field: people leave it empty, form-filling bots do not. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  return typeof value === 'string' ? value.trim() !== '' : true
}

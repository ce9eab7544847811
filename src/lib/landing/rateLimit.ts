import { Redis } from 'ioredis'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

/**
 * Per-IP limits of the two landing endpoints. The counters live where every server instance
 * sees them: PostgreSQL (the app's own pool, table `rate_limits`) by default, Redis when
 * REDIS_URL is set. Should that store fail, an in-memory limiter of the same size stands in
 * (per instance), so a store outage neither blocks visitors nor lifts the limits.
 */
export type LimitedAction = 'messages' | 'cv'

type Rule = { key: string; points: number; duration: number }

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** Defaults: messages 5 a minute and 30 a day; CVs 3 per 10 minutes. */
export function rulesFromEnv(env: Record<string, string | undefined> = process.env): Record<LimitedAction, Rule[]> {
  return {
    messages: [
      { key: 'msg_min', points: positive(env.RATE_LIMIT_MESSAGES_PER_MINUTE, 5), duration: 60 },
      { key: 'msg_day', points: positive(env.RATE_LIMIT_MESSAGES_PER_DAY, 30), duration: 24 * 60 * 60 },
    ],
    cv: [{ key: 'cv_10min', points: positive(env.RATE_LIMIT_CV_PER_10_MIN, 3), duration: 10 * 60 }],
  }
}

export type RateLimitStore = { kind: 'postgres'; pool: Pool } | { kind: 'redis'; client: Redis }

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export const rateLimitTable = 'rate_limits'

/** The library's own table layout, created once (concurrent creators are harmless). */
async function ensureTable(pool: Pool): Promise<void> {
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS "${rateLimitTable}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    )
  } catch (error) {
    // 23505/42P07: another instance created it at the same moment.
    const code = (error as { code?: string }).code
    if (code !== '23505' && code !== '42P07') throw error
  }
}

export class LandingRateLimits {
  private limiters: Record<LimitedAction, RateLimiterAbstract[]>

  constructor(
    readonly store: RateLimitStore,
    rules: Record<LimitedAction, Rule[]> = rulesFromEnv(),
    namespace = 'rl',
  ) {
    const make = (rule: Rule): RateLimiterAbstract => {
      const common = {
        keyPrefix: `${namespace}:${rule.key}`,
        points: rule.points,
        duration: rule.duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${namespace}:${rule.key}`, points: rule.points, duration: rule.duration }),
      }
      return store.kind === 'redis'
        ? new RateLimiterRedis({ ...common, storeClient: store.client })
        : new RateLimiterPostgres({ ...common, storeClient: store.pool, storeType: 'pool', tableName: rateLimitTable, tableCreated: true })
    }
    this.limiters = {
      messages: rules.messages.map(make),
      cv: rules.cv.map(make),
    }
  }

  /** Counts one request of `action` from `ip`; over any of its limits, how long to wait. */
  async consume(action: LimitedAction, ip: string): Promise<RateLimitVerdict> {
    const results = await Promise.allSettled(this.limiters[action].map((limiter) => limiter.consume(ip)))
    let waitMs = 0
    for (const result of results) {
      if (result.status === 'fulfilled') continue
      if (result.reason instanceof RateLimiterRes) waitMs = Math.max(waitMs, result.reason.msBeforeNext)
      else throw result.reason
    }
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true }
  }
}

export function redisClient(url: string): Redis {
  // No offline queue: while Redis is unreachable a command fails at once and the
  // in-memory insurance limiter answers instead of the request hanging.
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
}

let shared: Promise<LandingRateLimits> | undefined

/** The server's limits: Redis when REDIS_URL is set, else the app's PostgreSQL pool. */
export function getRateLimits(payload: Payload): Promise<LandingRateLimits> {
  shared ??= (async () => {
    if (process.env.REDIS_URL) return new LandingRateLimits({ kind: 'redis', client: redisClient(process.env.REDIS_URL) })
    const pool = (payload.db as unknown as { pool: Pool }).pool
    await ensureTable(pool)
    return new LandingRateLimits({ kind: 'postgres', pool })
  })().catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}

export { ensureTable as ensureRateLimitTable }

import { Redis } from 'ioredis'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import {
  RateLimiterMemory,
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

/** rate-limiter-flexible's table layout, created once (concurrent creators are harmless). */
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

type CountedRule = Rule & { prefix: string }

function verdictFrom(waitMs: number): RateLimitVerdict {
  return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true }
}

/**
 * One statement counts a request against every rule of its action (a message: the minute and
 * the day), so a message costs PostgreSQL one round trip and one commit, not one per rule. Same
 * layout and semantics as rate-limiter-flexible's table: a window starts at the first request
 * and a count over the rule's points is refused until the window's `expire` (ms since epoch).
 */
const countStatement = `
  INSERT INTO "${rateLimitTable}" (key, points, expire)
  SELECT key, 1, $3::bigint + duration FROM unnest($1::varchar[], $2::bigint[]) AS rule(key, duration)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN "${rateLimitTable}".expire IS NULL OR "${rateLimitTable}".expire <= $3 THEN 1 ELSE "${rateLimitTable}".points + 1 END,
    expire = CASE WHEN "${rateLimitTable}".expire IS NULL OR "${rateLimitTable}".expire <= $3 THEN EXCLUDED.expire ELSE "${rateLimitTable}".expire END
  RETURNING key, points, expire`

export class LandingRateLimits {
  private rules: Record<LimitedAction, CountedRule[]>
  /**
   * Redis: rate-limiter-flexible's limiters, one per rule, each with an in-memory insurance.
   * PostgreSQL: in-memory limiters of the same sizes, per instance, used when the statement fails.
   */
  private limiters: Record<LimitedAction, RateLimiterAbstract[]>

  constructor(
    readonly store: RateLimitStore,
    rules: Record<LimitedAction, Rule[]> = rulesFromEnv(),
    namespace = 'rl',
  ) {
    const counted = (list: Rule[]) => list.map((rule) => ({ ...rule, prefix: `${namespace}:${rule.key}` }))
    this.rules = { messages: counted(rules.messages), cv: counted(rules.cv) }
    const memory = (rule: CountedRule) => new RateLimiterMemory({ keyPrefix: rule.prefix, points: rule.points, duration: rule.duration })
    const limiter = (rule: CountedRule): RateLimiterAbstract =>
      store.kind === 'redis'
        ? new RateLimiterRedis({ keyPrefix: rule.prefix, points: rule.points, duration: rule.duration, insuranceLimiter: memory(rule), storeClient: store.client })
        : memory(rule)
    this.limiters = { messages: this.rules.messages.map(limiter), cv: this.rules.cv.map(limiter) }
  }

  /** Counts one request of `action` from `ip`; over any of its limits, how long to wait. */
  async consume(action: LimitedAction, ip: string): Promise<RateLimitVerdict> {
    if (this.store.kind === 'postgres') {
      try {
        return await this.consumeInPostgres(this.store.pool, action, ip)
      } catch {
        return this.consumeWith(this.limiters[action], ip)
      }
    }
    return this.consumeWith(this.limiters[action], ip)
  }

  private async consumeInPostgres(pool: Pool, action: LimitedAction, ip: string): Promise<RateLimitVerdict> {
    const rules = this.rules[action]
    const now = Date.now()
    const { rows } = await pool.query<{ key: string; points: number; expire: string }>({
      name: 'landing-rate-limit',
      text: countStatement,
      values: [rules.map((rule) => `${rule.prefix}:${ip}`), rules.map((rule) => rule.duration * 1000), now],
    })
    let waitMs = 0
    for (const row of rows) {
      const rule = rules.find((candidate) => row.key === `${candidate.prefix}:${ip}`)
      if (rule && row.points > rule.points) waitMs = Math.max(waitMs, Number(row.expire) - now)
    }
    return verdictFrom(waitMs)
  }

  private async consumeWith(limiters: RateLimiterAbstract[], ip: string): Promise<RateLimitVerdict> {
    const results = await Promise.allSettled(limiters.map((limiter) => limiter.consume(ip)))
    let waitMs = 0
    for (const result of results) {
      if (result.status === 'fulfilled') continue
      if (result.reason instanceof RateLimiterRes) waitMs = Math.max(waitMs, result.reason.msBeforeNext)
      else throw result.reason
    }
    return verdictFrom(waitMs)
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

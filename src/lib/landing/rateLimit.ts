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

import { positive } from '@/lib/env'
import { appMetrics } from '@/shared/crossing'
import { payloadPool } from '@/lib/payload/pool'

/**
 * Per-client limits of the landing endpoints and of staff sign-in, all rate-limiter-flexible's
 * limiters over one store that every server instance sees: PostgreSQL (the app's own pool,
 * table `rate_limits`) by default, Redis when REDIS_URL is set. Should that store fail, an
 * in-memory limiter of the same size stands in (per instance), so a store outage neither
 * blocks visitors nor lifts the limits. In PostgreSQL rows expired for an hour are deleted
 * every five minutes (by rate-limiter-flexible, one DELETE for the whole table).
 */
export type LimitedAction =
  'messages' | 'cv' | 'logins' | 'loginFailures' | 'accountLoginFailures' | 'resetRequests' | 'accountResetMails'

/** `blockDuration`: once over, the key stays refused this long (seconds) from that moment. */
type Rule = { key: string; points: number; duration: number; blockDuration?: number }

/**
 * Defaults: messages 5 a minute and 30 a day; CVs 3 per 10 minutes (per address).
 * Sign-in (src/lib/auth/limits.ts): 20 attempts per address per 10 minutes; 5 failures of one
 * address on one account, then that pair is refused for 10 minutes (the owner, elsewhere, is
 * not); 100 failures on one account from all addresses within an hour refuse it for 10 minutes
 * (at 5 per 10 minutes an address adds at most 30 an hour: it takes four to get there). Reset
 * e-mails: 3 requests per address and 3 e-mails per account an hour.
 */
export function rulesFromEnv(env: Record<string, string | undefined> = process.env): Record<LimitedAction, Rule[]> {
  return {
    messages: [
      { key: 'msg_min', points: positive(env.RATE_LIMIT_MESSAGES_PER_MINUTE, 5), duration: 60 },
      { key: 'msg_day', points: positive(env.RATE_LIMIT_MESSAGES_PER_DAY, 30), duration: 24 * 60 * 60 },
    ],
    cv: [{ key: 'cv_10min', points: positive(env.RATE_LIMIT_CV_PER_10_MIN, 3), duration: 10 * 60 }],
    logins: [{ key: 'login_10min', points: positive(env.RATE_LIMIT_LOGINS_PER_10_MIN, 20), duration: 10 * 60 }],
    loginFailures: [
      {
        key: 'login_fail',
        points: positive(env.RATE_LIMIT_LOGIN_FAILURES_PER_10_MIN, 5),
        duration: 10 * 60,
        blockDuration: 10 * 60,
      },
    ],
    accountLoginFailures: [
      {
        key: 'login_fail_acct',
        points: positive(env.RATE_LIMIT_ACCOUNT_LOGIN_FAILURES_PER_HOUR, 100),
        duration: 60 * 60,
        blockDuration: 10 * 60,
      },
    ],
    resetRequests: [
      { key: 'reset_hour', points: positive(env.RATE_LIMIT_PASSWORD_RESETS_PER_HOUR, 3), duration: 60 * 60 },
    ],
    accountResetMails: [
      { key: 'reset_acct', points: positive(env.RATE_LIMIT_RESET_MAILS_PER_ACCOUNT_PER_HOUR, 3), duration: 60 * 60 },
    ],
  }
}

export type RateLimitStore = { kind: 'postgres'; pool: Pool } | { kind: 'redis'; client: Redis }

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export const rateLimitTable = 'rate_limits'

/** Creates rate-limiter-flexible's table (through the library) before the limiters use it. */
function ensureTable(pool: Pool): Promise<void> {
  return new Promise((resolve, reject) => {
    new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        tableName: rateLimitTable,
        clearExpiredByTimeout: false,
        points: 1,
        duration: 1,
      },
      (error?: Error) => (error ? reject(error) : resolve()),
    )
  })
}

const actions = Object.keys(rulesFromEnv({})) as LimitedAction[]

export class LandingRateLimits {
  /** One limiter per rule of each action, each with an in-memory insurance of the same size. */
  private limiters: Record<LimitedAction, RateLimiterAbstract[]>

  constructor(
    readonly store: RateLimitStore,
    rules: Record<LimitedAction, Rule[]> = rulesFromEnv(),
    namespace = 'rl',
  ) {
    // Rows of every limiter share the table: one of them is enough to prune it.
    let pruner = true
    const limiter = (rule: Rule): RateLimiterAbstract => {
      const options = {
        keyPrefix: `${namespace}:${rule.key}`,
        points: rule.points,
        duration: rule.duration,
        blockDuration: rule.blockDuration,
      }
      const insuranceLimiter = new RateLimiterMemory(options)
      if (store.kind === 'redis')
        return new RateLimiterRedis({ ...options, insuranceLimiter, storeClient: store.client })
      const clearExpiredByTimeout = pruner
      pruner = false
      return new RateLimiterPostgres({
        ...options,
        insuranceLimiter,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: rateLimitTable,
        tableCreated: true,
        clearExpiredByTimeout,
      })
    }
    this.limiters = Object.fromEntries(actions.map((action) => [action, (rules[action] ?? []).map(limiter)])) as Record<
      LimitedAction,
      RateLimiterAbstract[]
    >
  }

  /** Counts one request of `action` from `key` (an address, or an address and an account); over any of its limits, how long to wait. */
  async consume(action: LimitedAction, key: string): Promise<RateLimitVerdict> {
    const results = await Promise.allSettled(this.limiters[action].map((limiter) => limiter.consume(key)))
    let waitMs = 0
    for (const result of results) {
      if (result.status === 'fulfilled') continue
      if (result.reason instanceof RateLimiterRes) waitMs = Math.max(waitMs, result.reason.msBeforeNext)
      else throw result.reason
    }
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true }
  }

  /** Gives back one counted request of `action` (a sign-in that turned out right is no failure). */
  async refund(action: LimitedAction, key: string): Promise<void> {
    await Promise.all(this.limiters[action].map((limiter) => limiter.reward(key, 1)))
  }

  /** Forgets everything counted for `key` under `action`. */
  async forget(action: LimitedAction, key: string): Promise<void> {
    await Promise.all(this.limiters[action].map((limiter) => limiter.delete(key)))
  }
}

export function redisClient(url: string): Redis {
  // No offline queue: while Redis is unreachable a command fails at once, and one Redis does not
  // answer within 1 s (hung) fails then: the in-memory insurance limiter answers instead of the
  // request hanging.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  })
  client.on('error', () => appMetrics.count('redis_errors', 'rate_limits'))
  return client
}

let shared: Promise<LandingRateLimits> | undefined

/** The server's limits: Redis when REDIS_URL is set, else the app's PostgreSQL pool. */
export function getRateLimits(payload: Payload): Promise<LandingRateLimits> {
  shared ??= (async () => {
    if (process.env.REDIS_URL)
      return new LandingRateLimits({ kind: 'redis', client: redisClient(process.env.REDIS_URL) })
    const pool = payloadPool(payload)
    await ensureTable(pool)
    return new LandingRateLimits({ kind: 'postgres', pool })
  })().catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}

export { ensureTable as ensureRateLimitTable }

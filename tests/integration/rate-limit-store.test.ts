import net from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { ensureRateLimitTable, LandingRateLimits, redisClient, rulesFromEnv } from '@/lib/landing/rateLimit'
import { eventually } from '../support/eventually'

/**
 * The counters are shared by every server instance: two limiters over one store (as two
 * servers would have) count together. PostgreSQL always; Redis at 127.0.0.1:6379 when one
 * answers there.
 */
let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4 })
  await ensureRateLimitTable(pool)
})

afterAll(async () => {
  await pool?.end()
})

const namespace = () => `test${Date.now()}${Math.random().toString(36).slice(2, 6)}`

function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

describe('rate limit store', () => {
  it('defaults are 5 messages a minute, 30 a day and 3 CVs per 10 minutes, each configurable by env', () => {
    expect(rulesFromEnv({})).toMatchObject({
      messages: [
        { key: 'msg_min', points: 5, duration: 60 },
        { key: 'msg_day', points: 30, duration: 86_400 },
      ],
      cv: [{ key: 'cv_10min', points: 3, duration: 600 }],
    })
    const custom = rulesFromEnv({
      RATE_LIMIT_MESSAGES_PER_MINUTE: '7',
      RATE_LIMIT_MESSAGES_PER_DAY: '70',
      RATE_LIMIT_CV_PER_10_MIN: '9',
    })
    expect([custom.messages[0].points, custom.messages[1].points, custom.cv[0].points]).toEqual([7, 70, 9])
  })

  it('sign-in defaults: 20 attempts per address and 5 failures per address and account in 10 minutes, 100 failures per account an hour, 3 resets per address and per account an hour', () => {
    expect(rulesFromEnv({})).toMatchObject({
      logins: [{ points: 20, duration: 600 }],
      loginFailures: [{ points: 5, duration: 600, blockDuration: 600 }],
      accountLoginFailures: [{ points: 100, duration: 3600, blockDuration: 600 }],
      resetRequests: [{ points: 3, duration: 3600 }],
      accountResetMails: [{ points: 3, duration: 3600 }],
    })
    const custom = rulesFromEnv({ RATE_LIMIT_LOGINS_PER_10_MIN: '1000', RATE_LIMIT_LOGIN_FAILURES_PER_10_MIN: '7' })
    expect([custom.logins[0].points, custom.loginFailures[0].points]).toEqual([1000, 7])
  })

  it('in PostgreSQL two server instances share one count per address', async () => {
    const ns = namespace()
    const first = new LandingRateLimits({ kind: 'postgres', pool }, rulesFromEnv({}), ns)
    const second = new LandingRateLimits({ kind: 'postgres', pool }, rulesFromEnv({}), ns)
    const verdicts = []
    for (let index = 0; index < 6; index++)
      verdicts.push(await (index % 2 ? second : first).consume('messages', '192.0.2.10'))
    expect(verdicts.slice(0, 5).every((verdict) => verdict.allowed)).toBe(true)
    expect(verdicts[5]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) })
    expect((await first.consume('messages', '192.0.2.11')).allowed).toBe(true)
    const { rows } = await pool.query('SELECT key, points FROM rate_limits WHERE key LIKE $1 ORDER BY key', [`${ns}:%`])
    expect(rows).toContainEqual({ key: `${ns}:msg_min:192.0.2.10`, points: 6 })
    expect(rows).toContainEqual({ key: `${ns}:msg_day:192.0.2.10`, points: 6 })
  })

  it('a window that has run out starts counting again from one', async () => {
    const ns = namespace()
    const limits = new LandingRateLimits({ kind: 'postgres', pool }, rulesFromEnv({}), ns)
    for (let index = 0; index < 6; index++) await limits.consume('messages', '192.0.2.12')
    expect((await limits.consume('messages', '192.0.2.12')).allowed).toBe(false)
    // The minute is over (the day is not): the next message is allowed and counted as the first of a new minute.
    await pool.query('UPDATE rate_limits SET expire = $1 WHERE key = $2', [Date.now() - 1, `${ns}:msg_min:192.0.2.12`])
    expect((await limits.consume('messages', '192.0.2.12')).allowed).toBe(true)
    const { rows } = await pool.query('SELECT key, points FROM rate_limits WHERE key LIKE $1 ORDER BY key', [`${ns}:%`])
    expect(rows).toEqual([
      { key: `${ns}:msg_day:192.0.2.12`, points: 8 },
      { key: `${ns}:msg_min:192.0.2.12`, points: 1 },
    ])
  })

  it('50 concurrent messages from one address: exactly 5 pass the minute limit', async () => {
    const limits = new LandingRateLimits({ kind: 'postgres', pool }, rulesFromEnv({}), namespace())
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limits.consume('messages', '192.0.2.13')))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5)
  })

  it('the daily limit stops the 31st message even when the minute limit allows it, for about a day', async () => {
    const limits = new LandingRateLimits(
      { kind: 'postgres', pool },
      rulesFromEnv({ RATE_LIMIT_MESSAGES_PER_MINUTE: '100' }),
      namespace(),
    )
    for (let index = 0; index < 30; index++) expect((await limits.consume('messages', '192.0.2.20')).allowed).toBe(true)
    const verdict = await limits.consume('messages', '192.0.2.20')
    expect(verdict.allowed).toBe(false)
    expect(verdict.allowed === false && verdict.retryAfterSeconds).toBeGreaterThan(86_000)
  })

  it('with REDIS_URL the counters live in Redis, shared by two instances', async () => {
    if (!(await reachable(6379))) {
      console.log('[rate-limit] no Redis at 127.0.0.1:6379: the Redis store was not exercised in this run')
      return
    }
    const ns = namespace()
    const clients = [redisClient('redis://127.0.0.1:6379'), redisClient('redis://127.0.0.1:6379')]
    try {
      await Promise.all(clients.map((client) => new Promise((resolve) => client.once('ready', resolve))))
      const [first, second] = clients.map(
        (client) => new LandingRateLimits({ kind: 'redis', client }, rulesFromEnv({}), ns),
      )
      for (let index = 0; index < 3; index++)
        expect((await (index % 2 ? second : first).consume('cv', '192.0.2.30')).allowed).toBe(true)
      const verdict = await second.consume('cv', '192.0.2.30')
      expect(verdict.allowed).toBe(false)
      expect(verdict.allowed === false && verdict.retryAfterSeconds).toBeGreaterThan(590)
      expect(Number(await clients[0].get(`${ns}:cv_10min:192.0.2.30`))).toBe(4)
      await clients[0].del(`${ns}:cv_10min:192.0.2.30`)
    } finally {
      for (const client of clients) client.disconnect()
    }
  })

  it('rows expired for an hour are deleted every five minutes, the others kept', async () => {
    const ns = namespace()
    const now = Date.now()
    await pool.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, 1, $2), ($3, 1, $4), ($5, 1, $6)', [
      `${ns}:msg_min:192.0.2.50`,
      now - 2 * 3600_000,
      `${ns}:msg_min:192.0.2.51`,
      now - 60_000,
      `${ns}:msg_day:192.0.2.52`,
      now + 3600_000,
    ])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      new LandingRateLimits({ kind: 'postgres', pool }, rulesFromEnv({}), ns)
      vi.advanceTimersByTime(5 * 60_000)
    } finally {
      vi.useRealTimers()
    }
    const keys = async () =>
      (
        await pool.query<{ key: string }>('SELECT key FROM rate_limits WHERE key LIKE $1 ORDER BY key', [`${ns}:%`])
      ).rows.map((row) => row.key)
    await eventually(
      'the minute counter expired from the store',
      async () => !(await keys()).includes(`${ns}:msg_min:192.0.2.50`),
      { timeoutMs: 10_000, stepMs: 50 },
    )
    expect(await keys()).toEqual([`${ns}:msg_day:192.0.2.52`, `${ns}:msg_min:192.0.2.51`])
  })

  it('a store that fails falls back to an in-memory limit of the same size', async () => {
    const broken = new pg.Pool({
      connectionString: 'postgres://nobody:wrong@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    })
    const limits = new LandingRateLimits({ kind: 'postgres', pool: broken }, rulesFromEnv({}), namespace())
    const verdicts = []
    for (let index = 0; index < 4; index++) verdicts.push(await limits.consume('cv', '192.0.2.40'))
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false])
    await broken.end()
  })
})

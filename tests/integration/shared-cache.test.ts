import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import RedisCacheHandler, { raceMs } from '@/next-cache/handler'
import { eventually } from '../support/eventually'
import { startRedisServer, type TestRedis } from '../support/redisServer'

/**
 * ISSUE 16: Next's cache in Redis (src/next-cache/handler.ts, src/next-cache/redisStore.ts) on a real redis-server,
 * as Next drives it: entries kept with their buffers, a tag expired through one instance's
 * handler makes the entry a miss for every instance, purges are published after the tags are
 * written, and a Redis outage costs misses, never a hang or a lost expiry.
 */
let redis: TestRedis
let spy: Redis
const prefix = `shared-cache-test-${process.pid}`

beforeAll(async () => {
  // The race margin passes on the clock the handler reads (Date), moved on at once instead of
  // slept through (pastTheRaceMargin); the clock otherwise keeps pace with the real one.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  redis = await startRedisServer()
  process.env.REDIS_URL = redis.url
  process.env.REDIS_PREFIX = prefix
  spy = new Redis(redis.url)
  spy.on('error', () => undefined)
})

afterAll(async () => {
  spy?.disconnect()
  await redis?.stop()
  vi.useRealTimers()
})
const pastTheRaceMargin = () => vi.setSystemTime(Date.now() + raceMs + 100)

// Two handlers as two instances' requests would make them (Next makes one per request).
const handler = () => new RedisCacheHandler({})
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  status: 200,
  postponed: undefined,
  headers: { 'x-next-cache-tags': 'posts:en,_N_T_/en/blog' },
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
})

async function connected() {
  // The handler connects on first use and answers misses until Redis is ready.
  await eventually(
    'the shared cache taking entries',
    async () => {
      await handler().set('probe', { kind: 'FETCH', data: { body: 'x' }, revalidate: false }, { fetchCache: true })
      return (await handler().get('probe', { kind: 'FETCH' })) !== null
    },
    { timeoutMs: 10_000, stepMs: 50 },
  )
}

describe('the shared cache handler', () => {
  it('writes a publish that is the first use of Redis at once, while the connection is still being made', async () => {
    // First in the file: nothing has made the handler's client yet, as on an instance that was
    // started and then asked for nothing but a publish.
    const warn = vi.spyOn(console, 'warn')
    try {
      await handler().revalidateTag(['global:first-use'])
      expect(await spy.get(`${prefix}:tag:global:first-use`)).not.toBeNull()
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })

  it('keeps a page with its buffers and segment data, for a day at most', async () => {
    await connected()
    await handler().set('/en/blog', page('<p>list</p>'), { cacheControl: { revalidate: false } })
    const entry = (await handler().get('/en/blog', { kind: 'APP_PAGE' })) as {
      value: ReturnType<typeof page>
      cacheControl: unknown
    }
    expect(entry.value.html).toBe('<p>list</p>')
    expect(Buffer.isBuffer(entry.value.rscData) && entry.value.rscData.toString()).toBe('rsc of <p>list</p>')
    expect(entry.value.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect(entry.cacheControl).toEqual({ revalidate: false })
    const [key] = await spy.keys(`${prefix}:next:*/en/blog`)
    const ttl = await spy.ttl(key!)
    expect(ttl).toBeGreaterThan(24 * 60 * 60 - 10)
    expect(ttl).toBeLessThanOrEqual(24 * 60 * 60)
  })

  it('keeps a whole page exactly: its long text in any language, and the RSC data Next also keeps as a segment, stored once', async () => {
    const html = `<main>${'Вживані смартфони — гуртом. '.repeat(400)}</main>`
    const rscData = Buffer.from(`0:${'{"a":"Ґ"}'.repeat(2000)}`)
    const value = {
      ...page(html),
      rscData,
      segmentData: new Map([
        ['/_full', Buffer.from(rscData)],
        ['/_tree', Buffer.from('tree')],
      ]),
    }
    await handler().set('/uk', value, { cacheControl: { revalidate: false } })
    const entry = (await handler().get('/uk', { kind: 'APP_PAGE' })) as { value: typeof value }
    expect(entry.value.html).toBe(html)
    expect(entry.value.rscData.equals(rscData)).toBe(true)
    expect(entry.value.segmentData.get('/_full')?.equals(rscData)).toBe(true)
    expect(entry.value.headers).toEqual(value.headers)
    const [key] = await spy.keys(`${prefix}:next:*/uk`)
    const stored = await spy.hstrlen(key!, 'v')
    expect(stored).toBeLessThan(Buffer.byteLength(html) + 2 * rscData.length)
  })

  it('a tag expired through one handler makes the entries that carry it a miss for every handler, and then publishes the purge', async () => {
    await handler().set('/en/blog', page('<p>old list</p>'), { cacheControl: { revalidate: false } })
    await handler().set(
      'data:posts',
      { kind: 'FETCH', data: { body: '[1,2]' }, revalidate: false },
      { fetchCache: true, tags: ['posts:en'] },
    )
    await handler().set(
      'data:header',
      { kind: 'FETCH', data: { body: 'menu' }, revalidate: false },
      { fetchCache: true, tags: ['global:header'] },
    )
    // Written before the expiry by more than the race margin: as an entry of a minute ago.
    pastTheRaceMargin()

    const subscriber = new Redis(redis.url)
    const purges: string[] = []
    await subscriber.subscribe(`${prefix}:front-purge`)
    subscriber.on('message', (_channel, message) => purges.push(message))
    try {
      await handler().revalidateTag(['posts:en'], { expire: 0 })
      expect(await handler().get('/en/blog', { kind: 'APP_PAGE' })).toBeNull()
      expect(await handler().get('data:posts', { kind: 'FETCH', tags: ['posts:en'] })).toBeNull()
      expect(await handler().get('data:header', { kind: 'FETCH', tags: ['global:header'] })).not.toBeNull()
      await eventually('the purge on the channel', () => purges.length > 0, { timeoutMs: 5000, stepMs: 20 })
      expect(purges).toEqual(['posts:en'])
    } finally {
      subscriber.disconnect()
    }
  })

  it('does not trust an entry written just after its tag expired: its render may have read the data before the publish committed', async () => {
    await handler().revalidateTag('global:footer')
    await handler().set(
      'data:footer',
      { kind: 'FETCH', data: { body: 'footer read before the commit' }, revalidate: false },
      { fetchCache: true, tags: ['global:footer'] },
    )
    expect(await handler().get('data:footer', { kind: 'FETCH', tags: ['global:footer'] })).toBeNull()
    // Not written at all: it could never be read.
    expect(await spy.keys(`${prefix}:next:*data:footer`)).toEqual([])
    // Once the margin is over, an entry is written and trusted again.
    pastTheRaceMargin()
    await handler().set(
      'data:footer',
      { kind: 'FETCH', data: { body: 'footer read after the commit' }, revalidate: false },
      { fetchCache: true, tags: ['global:footer'] },
    )
    expect(await spy.keys(`${prefix}:next:*data:footer`)).toHaveLength(1)
    expect(await handler().get('data:footer', { kind: 'FETCH', tags: ['global:footer'] })).not.toBeNull()
  })

  it('with Redis gone, answers misses at once and keeps expired tags until Redis is back', async () => {
    await redis.stop()
    await eventually(
      'a miss once Redis is gone',
      async () => (await handler().get('data:header', { kind: 'FETCH', tags: ['global:header'] })) === null,
      { timeoutMs: 5000, stepMs: 20 },
    )
    const started = Date.now()
    expect(await handler().get('data:header', { kind: 'FETCH', tags: ['global:header'] })).toBeNull()
    await handler().set(
      'data:header',
      { kind: 'FETCH', data: { body: 'menu 2' }, revalidate: false },
      { fetchCache: true, tags: ['global:header'] },
    )
    await handler().revalidateTag(['global:header'])
    expect(Date.now() - started).toBeLessThan(500)

    await redis.start()
    // Redis came back empty here; one that kept its data would still hold the header's entries,
    // which the expiry written on reconnection makes misses.
    const expired = await eventually('the header tag’s expiry in Redis', () => spy.get(`${prefix}:tag:global:header`), {
      timeoutMs: 10_000,
      stepMs: 50,
    })
    expect(Number(expired)).toBeGreaterThanOrEqual(started)
  })
})

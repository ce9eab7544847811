import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import NextCacheHandler, { raceMs } from '@/next-cache/handler'
import { approximateBytes } from '@/next-cache/memoryStore'
import { pageCache } from '@/shared/crossing'

/**
 * Next's cache in one process (src/next-cache/handler.ts over memoryCacheStore.ts), as
 * Next drives it: one handler per request, all sharing the process's memory. The race the
 * handler exists for: a render that read the data before a publish committed writes its entry
 * just after the publish expired the tag; Next's default cache would keep it until the next
 * publish (the front layer's race test in tests/integration/front-layer.test.ts shows it whole).
 */
const handler = () => new NextCacheHandler({ maxMemoryCacheSize: 4 * 1024 * 1024 })
const data = (body: string) => ({ kind: 'FETCH', data: { body }, revalidate: false })
const read = async (key: string, tags: string[]) =>
  ((await handler().get(key, { kind: 'FETCH', tags })) as { value: ReturnType<typeof data> } | null)?.value.data.body
/**
 * The race margin passes on the clock the handler reads (Date), moved on at once instead of
 * slept through; the clock otherwise keeps pace with the real one.
 */
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
})
afterAll(() => {
  vi.useRealTimers()
})
const pastTheRaceMargin = () => vi.setSystemTime(Date.now() + raceMs + 100)

describe('Next’s cache in one process', () => {
  it('keeps an entry for every later request, and a page with its buffers as they were given', async () => {
    await handler().set('memory:menu', data('меню'), { fetchCache: true, tags: ['memory:global:header'] })
    expect(await read('memory:menu', ['memory:global:header'])).toBe('меню')
    const rscData = Buffer.from('0:["$","main"]')
    const page = { kind: 'APP_PAGE', html: '<main>Вживані смартфони</main>', rscData, headers: {}, status: 200 }
    await handler().set('/uk/memory-page', page, { cacheControl: { revalidate: false } })
    const entry = (await handler().get('/uk/memory-page', { kind: 'APP_PAGE' })) as {
      value: typeof page
      cacheControl: unknown
    }
    expect(entry.value.html).toBe(page.html)
    expect(entry.value.rscData.equals(rscData)).toBe(true)
    expect(entry.cacheControl).toEqual({ revalidate: false })
  })

  it('a tag’s expiry makes its entries a miss, leaves the others, and then empties the front layer’s cache', async () => {
    await handler().set('memory:posts', data('[1,2]'), { fetchCache: true, tags: ['memory:posts:uk'] })
    await handler().set('memory:footer', data('footer'), { fetchCache: true, tags: ['memory:global:footer'] })
    pastTheRaceMargin()
    let purges = 0
    const stop = pageCache.register(() => (purges += 1))
    try {
      await handler().revalidateTag(['memory:posts:uk'], { expire: 0 })
    } finally {
      stop()
    }
    expect(purges).toBe(1)
    expect(await read('memory:posts', ['memory:posts:uk'])).toBeUndefined()
    expect(await read('memory:footer', ['memory:global:footer'])).toBe('footer')
  })

  it('does not keep an entry written just after its tag expired: its render may have read the data before the commit', async () => {
    await handler().revalidateTag('memory:post:7')
    await handler().set('memory:post', data('title read before the commit'), {
      fetchCache: true,
      tags: ['memory:post:7'],
    })
    expect(await read('memory:post', ['memory:post:7'])).toBeUndefined()
    // A page whose tags come in its header, as Next writes them, likewise.
    const page = { kind: 'APP_PAGE', html: '<h1>old</h1>', headers: { 'x-next-cache-tags': 'memory:post:7' } }
    await handler().set('/uk/blog/memory-post', page, {})
    expect(await handler().get('/uk/blog/memory-post', { kind: 'APP_PAGE' })).toBeNull()
    // Once the margin is over, an entry is kept and trusted again.
    pastTheRaceMargin()
    await handler().set('memory:post', data('title read after the commit'), {
      fetchCache: true,
      tags: ['memory:post:7'],
    })
    expect(await read('memory:post', ['memory:post:7'])).toBe('title read after the commit')
  })

  it('stays within its memory: the least recently used entries go first', async () => {
    const chapter = 'Гуртові поставки ноутбуків і планшетів. '.repeat(2000)
    expect(approximateBytes(data(chapter))).toBeGreaterThan(chapter.length * 2)
    for (let n = 0; n < 40; n += 1)
      await handler().set(`memory:chapter:${n}`, data(`${n} ${chapter}`), { fetchCache: true })
    // 40 entries of ~160 KB in 4 MB: the first ones are gone, the last ones kept.
    expect(await read('memory:chapter:0', [])).toBeUndefined()
    expect(await read('memory:chapter:39', [])).toMatch(/^39 /)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'

import { answeredBy, type Cluster, type ClusterInstance } from '../../tools/cluster/cluster'
import { eventually } from '../support/eventually'
import { httpRequest, type HttpAnswer } from '../support/http'
import { eventCounts } from '../support/metrics'
import {
  adminCluster,
  describeLatencies,
  firstVisibleWithinMs,
  newestBilingualPost,
  pagesOf,
  pollUntil,
  visibleWithinMs,
  warm,
  worst,
} from '../support/publish'

/**
 * ISSUE 16, cluster test 1: a publish on instance A is seen through instance B within a second,
 * though B answers its pages from its near cache: the post page, the blog list and the home
 * page in both languages, a header change on every page, an unpublish. The first publish B
 * meets after its start (a title saved unchanged) is measured apart, with twice the time: its
 * renders also compile the code that renders; the tests then meet B as a running site's
 * instance is. Run with SHARED_CACHE=0 (each instance keeps its caches to itself) every test
 * here fails.
 *
 * ISSUE 16, cluster test 2, on the same cluster after them (one cluster started, not two): Redis
 * stopped for a few seconds. Pages still answer, rendered, the near cache bypassed (a purge sent
 * meanwhile would be missed); once Redis is back a publish on A shows on B within a second, and a
 * restarted B starts empty and serves current content.
 */
let cluster: Cluster
let auth: Record<string, string>
const figures = adminCluster('cluster publish', (ready) => ({ cluster, auth } = ready))

const rest = (instance: ClusterInstance, method: string, address: string, data: unknown) =>
  httpRequest(`${instance.url}${address}`, {
    method,
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })

describe('a publish on A, seen through B', () => {
  let post: Awaited<ReturnType<typeof newestBilingualPost>>
  let pages: string[]
  const onB = () => pagesOf(cluster.b)

  beforeAll(async () => {
    post = await newestBilingualPost(async (address) => (await httpRequest(`${cluster.a.url}${address}`)).json)
    pages = [`/blog/${post.uk.slug}`, `/en/blog/${post.en.slug}`, '/blog', '/en/blog', '/', '/en']

    for (const page of pages) await warm(onB(), page)
    expect((await rest(cluster.a, 'PATCH', `/api/posts/${post.id}?locale=uk`, { title: post.uk.title })).status).toBe(
      200,
    )
    const published = Date.now()
    const rendered = await pollUntil(
      onB(),
      pages,
      (_address, answer) => answer.status === 200 && answer.headers['x-cache'] === 'MISS',
      published,
    )
    figures.push(`first publish after B started, rendered again on B: worst ${worst(rendered)} ms`)
    expect(worst(rendered)).toBeLessThanOrEqual(firstVisibleWithinMs)
  })

  it('a new title shows through B within 1 s on the post page, the blog list and the home page, in both languages', async () => {
    for (const page of pages) await warm(onB(), page)
    const stamp = Date.now().toString(36)
    const titles = { uk: `Новина кластера ${stamp}`, en: `Cluster news ${stamp}` }
    const ukPublished = await rest(cluster.a, 'PATCH', `/api/posts/${post.id}?locale=uk`, { title: titles.uk })
    expect([ukPublished.status, answeredBy(ukPublished)]).toEqual([200, 'a'])
    expect((await rest(cluster.a, 'PATCH', `/api/posts/${post.id}?locale=en`, { title: titles.en })).status).toBe(200)
    const published = Date.now()
    const purged = new Map<string, number>()
    const latencies = await pollUntil(
      onB(),
      pages,
      (address, answer) =>
        answer.status === 200 && answer.text.includes(address.startsWith('/en') ? titles.en : titles.uk),
      published,
      undefined,
      purged,
    )
    figures.push(
      `title on B: ${describeLatencies(latencies)} (B stopped answering from its near cache: ${describeLatencies(purged)})`,
    )
    expect(worst(purged)).toBeLessThanOrEqual(1000)
    expect(worst(latencies)).toBeLessThanOrEqual(visibleWithinMs)
    // Through nginx too, whichever instance answers.
    for (let i = 0; i < 4; i++) expect((await httpRequest(`${cluster.url}/en/blog`)).text).toContain(titles.en)
  })

  it('a header change shows on every page within 1 s', async () => {
    const labels = { uk: `Напишіть нам ${Date.now().toString(36)}`, en: `Write to us ${Date.now().toString(36)}` }
    for (const page of pages) await warm(onB(), page)
    for (const locale of ['uk', 'en'] as const)
      expect(
        (await rest(cluster.a, 'POST', `/api/globals/header?locale=${locale}`, { contactLabel: labels[locale] }))
          .status,
      ).toBe(200)
    const published = Date.now()
    const purged = new Map<string, number>()
    const latencies = await pollUntil(
      onB(),
      pages,
      (address, answer) => answer.text.includes(address.startsWith('/en') ? labels.en : labels.uk),
      published,
      undefined,
      purged,
    )
    figures.push(`header on B: worst ${worst(latencies)} ms (purge seen within ${worst(purged)} ms)`)
    expect(worst(purged)).toBeLessThanOrEqual(1000)
    expect(worst(latencies)).toBeLessThanOrEqual(visibleWithinMs)
  })

  it('an unpublished post leaves its pages, the blog lists and the home pages within 1 s', async () => {
    const current = (await httpRequest(`${cluster.a.url}/api/posts/${post.id}?locale=en&depth=0`)).json as {
      title: string
    }
    for (const page of pages) await warm(onB(), page)
    expect((await rest(cluster.a, 'PATCH', `/api/posts/${post.id}`, { _status: 'draft' })).status).toBe(200)
    const published = Date.now()
    const purged = new Map<string, number>()
    const latencies = await pollUntil(
      onB(),
      pages,
      (address, answer) =>
        address.includes('/blog/')
          ? answer.status === 404
          : answer.status === 200 && !answer.text.includes(current.title),
      published,
      undefined,
      purged,
    )
    figures.push(`unpublish on B: worst ${worst(latencies)} ms (purge seen within ${worst(purged)} ms)`)
    expect(worst(purged)).toBeLessThanOrEqual(1000)
    expect(worst(latencies)).toBeLessThanOrEqual(visibleWithinMs)
  })
})

async function waitForHealth(instance: ClusterInstance, status: number) {
  let last: HttpAnswer | undefined
  return eventually(
    () => `${instance.id}: /api/health answering ${status} (still ${last?.status} ${last?.text})`,
    async () => {
      last = await httpRequest(`${instance.url}/api/health`)
      return last.status === status && last
    },
    { timeoutMs: 15_000, stepMs: 50 },
  )
}

describe('Redis stopped for a few seconds, after the publishes above', () => {
  it('pages still answer, bypassing the near cache; a publish after Redis is back shows on B within 1 s; a restarted B serves current content', async () => {
    const post = await newestBilingualPost(async (address) => (await httpRequest(`${cluster.a.url}${address}`)).json)
    const address = `/en/blog/${post.en.slug}`
    await warm(pagesOf(cluster.b), address)

    await cluster.redis.stop()
    const down = Date.now()
    for (const instance of [cluster.a, cluster.b])
      expect((await waitForHealth(instance, 503)).json).toMatchObject({
        ok: false,
        postgres: true,
        redis: false,
        instance: instance.id,
      })
    // …and count it in their metrics (each instance for itself).
    for (const instance of [cluster.a, cluster.b]) {
      const scraped = await httpRequest(`${instance.url}/api/metrics`, { headers: auth })
      expect(eventCounts(scraped.text, 'redis_errors').total, instance.id).toBeGreaterThanOrEqual(1)
    }
    const onB = []
    for (let i = 0; i < 3; i++) onB.push(await httpRequest(`${cluster.b.url}${address}`))
    expect(onB.map((answer) => [answer.status, answer.headers['x-cache']])).toEqual([
      [200, 'MISS'],
      [200, 'MISS'],
      [200, 'MISS'],
    ])
    for (const page of ['/', '/en', '/blog', address])
      expect((await httpRequest(`${cluster.url}${page}`)).status).toBe(200)

    await cluster.redis.start()
    figures.push(`Redis down ${Date.now() - down} ms`)
    const back = Date.now()
    for (const instance of [cluster.a, cluster.b]) await waitForHealth(instance, 200)
    await warm(pagesOf(cluster.b), address)
    figures.push(`B's near cache in use ${Date.now() - back} ms after Redis was back`)
    for (const page of ['/en/blog', '/en']) await warm(pagesOf(cluster.b), page)

    const title = `Back after the outage ${Date.now().toString(36)}`
    const patched = await httpRequest(`${cluster.a.url}/api/posts/${post.id}?locale=en`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    expect(patched.status).toBe(200)
    const purged = new Map<string, number>()
    const latencies = await pollUntil(
      pagesOf(cluster.b),
      [address, '/en/blog', '/en'],
      (_address, answer) => answer.text.includes(title),
      Date.now(),
      undefined,
      purged,
    )
    figures.push(`publish after the outage on B: worst ${worst(latencies)} ms (purge seen within ${worst(purged)} ms)`)
    expect(worst(purged)).toBeLessThanOrEqual(1000)
    expect(worst(latencies)).toBeLessThanOrEqual(visibleWithinMs)

    await cluster.b.restart()
    const first = await httpRequest(`${cluster.b.url}${address}`)
    expect(first.headers['x-cache']).toBe('MISS')
    expect(first.text).toContain(title)
  })
})

import { describe, expect, it } from 'vitest'

import type { Cluster, ClusterInstance } from '../../tools/cluster/cluster'
import { eventually } from '../support/eventually'
import { httpRequest, type HttpAnswer } from '../support/http'
import { eventCounts } from '../support/metrics'
import { adminCluster, newestBilingualPost, pagesOf, pollUntil, visibleWithinMs, warm, worst } from '../support/publish'

/**
 * ISSUE 16, cluster test 2: Redis stopped for a few seconds. Pages still answer, rendered, the
 * near cache bypassed (a purge sent meanwhile would be missed); once Redis is back a publish on
 * A shows on B within a second, and a restarted B starts empty and serves current content.
 */
let cluster: Cluster
let auth: Record<string, string>
const figures = adminCluster('cluster redis', (ready) => ({ cluster, auth } = ready))

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

describe('Redis stopped for a few seconds', () => {
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

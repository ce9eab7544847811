import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { httpRequest } from '../support/http'
import { sharedServer, type TestServer } from '../support/server'

/**
 * A 404 is never kept by a shared cache. Next marks its not-found page like any page it serves
 * from its own cache (`s-maxage=31536000`): a CDN in front would then answer a post's address with
 * the 404 for a year after the post is published. Every not-found answer the front layer sends,
 * however it is asked for, carries no shared-cache lifetime.
 */
let server: TestServer

beforeAll(async () => {
  server = sharedServer()
})

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => httpRequest(`${server.url}${path}`, { headers })
/** What a CDN may keep the answer for, in seconds (s-maxage, else max-age; 0 when it may not). */
const sharedLifetime = (cacheControl: unknown) => {
  const value = String(cacheControl ?? '')
  if (!value || /no-store|private/.test(value)) return 0
  const seconds = /s-maxage=(\d+)/.exec(value) ?? /max-age=(\d+)/.exec(value)
  return seconds ? Number(seconds[1]) : 0
}

describe('not found, never kept by a shared cache', () => {
  it('an unknown page in either language, asked for twice, is a 404 no CDN keeps', async () => {
    for (const path of ['/blog/a-post-published-tomorrow', '/en/blog/a-post-published-tomorrow', '/en/no-such-page']) {
      for (const round of [1, 2]) {
        const answer = await get(path, { 'accept-language': 'uk' })
        expect(answer.status, `${path}, round ${round}`).toBe(404)
        expect(answer.text).toContain('</html>')
        expect(sharedLifetime(answer.headers['cache-control']), `${path}: ${answer.headers['cache-control']}`).toBe(0)
      }
    }
  })

  it('a crawler’s plain 404, the client router’s 404 and the 404 of a file-like address are not kept either', async () => {
    const crawler = await get('/en/blog/a-post-published-tomorrow', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    expect(crawler.status).toBe(404)
    expect(crawler.text).toBe('Not Found\n')
    // As the router asks: `_rsc` empty, since it sends none of the headers Next hashes into it.
    const router = await get('/en/blog/a-post-published-tomorrow?_rsc', { rsc: '1' })
    expect(router.status).toBe(404)
    expect(router.headers['content-type']).toContain('text/x-component')
    const file = await get('/missing-page.html')
    expect(file.status).toBe(404)
    for (const answer of [crawler, router, file])
      expect(sharedLifetime(answer.headers['cache-control']), String(answer.headers['cache-control'])).toBe(0)
  })

  it('a page that exists keeps its revalidate-every-time lifetime', async () => {
    await get('/en/about-us')
    const page = await get('/en/about-us')
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

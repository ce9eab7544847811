import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { httpRequest } from '../support/http'
import { sharedServer, type TestServer } from '../support/server'

/**
 * Payload documents that a REST call without `?locale=` is answered in the default language.
 * With `localization.fallback: false` Payload 3.90 left the locale empty instead: posts came
 * without title, slug or content, and a filter on a localized field answered 500
 * (src/lib/payload/defaultLocale.ts).
 */
let server: TestServer

beforeAll(async () => {
  server = sharedServer()
})

afterAll(async () => {
  await server?.stop()
})

const get = async (path: string) => {
  const answer = await httpRequest(`${server.url}${path}`)
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200)
  return answer.json as Record<string, unknown>
}

const localizedCollections = ['pages', 'posts', 'reviews', 'vacancies', 'grades', 'media', 'departments']

describe('the REST API without ?locale=', () => {
  it('lists posts with their Ukrainian title, slug and content', async () => {
    const { docs } = (await get('/api/posts?limit=100&depth=0')) as {
      docs: { title?: string; slug?: string; content?: unknown }[]
    }
    for (const post of docs) expect(post.title && post.slug, JSON.stringify(post).slice(0, 100)).toBeTruthy()
    expect(docs.some((post) => /\p{Script=Cyrillic}/u.test(post.title ?? '') && post.content)).toBe(true)
  })

  for (const collection of localizedCollections) {
    it(`answers ${collection} exactly as ?locale=uk does`, async () => {
      const query = `/api/${collection}?limit=100&depth=0&sort=id`
      expect(await get(query)).toEqual(await get(`${query}&locale=uk`))
    })
  }

  for (const global of ['header', 'footer', 'site-settings']) {
    it(`answers the ${global} global exactly as ?locale=uk does`, async () => {
      expect(await get(`/api/globals/${global}?depth=0`)).toEqual(await get(`/api/globals/${global}?depth=0&locale=uk`))
    })
  }

  it('filters posts by a localized field (200 and the post, not a 500)', async () => {
    const { docs } = (await get('/api/posts?limit=1&depth=0&locale=uk')) as { docs: { id: number; slug: string }[] }
    const found = (await get(`/api/posts?depth=0&where[slug][equals]=${encodeURIComponent(docs[0]!.slug)}`)) as {
      docs: { id: number }[]
    }
    expect(found.docs.map((doc) => doc.id)).toEqual([docs[0]!.id])
  })

  it('answers an unknown locale in Ukrainian too, and ?locale=en in English', async () => {
    const query = '/api/posts?limit=3&depth=0&sort=id'
    expect(await get(`${query}&locale=fr`)).toEqual(await get(`${query}&locale=uk`))
    expect(await get(`${query}&locale=en`)).not.toEqual(await get(`${query}&locale=uk`))
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { findPostSlugs } from '@/lib/posts/slugs'
import { down, up } from '../../migrations/20261127_210327_language_status'
import { eventually } from '../support/eventually'
import { httpRequest } from '../support/http'
import { getTestPayload } from '../support/payload'
import { sharedServer, type TestServer } from '../support/server'
import { jsonBody, restAs, signInStaff, type Staff } from '../support/staff'

/**
 * Each language's own status (issue 27) through the REST API, as an integrator or the admin's
 * buttons call it (`?locale=`): one language taken offline leaves the other live, and leaves
 * the public site everywhere (pages, sitemap, feed, lists, the switcher's slugs); publishing it
 * again brings it back; a language's schedule runs in the server's jobs queue; the roles' access
 * is unchanged. And the migration keeps every published page and post served in both languages.
 */
let payload: Payload
let server: TestServer
let staff: Staff

beforeAll(async () => {
  payload = await getTestPayload()
  server = sharedServer()
  staff = await signInStaff(payload, server.url, 'language-status.test')
})

afterAll(async () => {
  await server?.stop()
})

const visitor = (path: string) =>
  httpRequest(`${server.url}${path}`, { headers: { 'X-Forwarded-For': '203.0.113.27' } })
const languageAction = (actor: Parameters<typeof restAs>[1], path: string, body: unknown) =>
  restAs(staff, actor, server.url, path, { method: 'POST', ...jsonBody(body) })

/** What a visitor may read of each published page and post, language by language. */
async function servedToVisitors(): Promise<string[]> {
  const served: string[] = []
  for (const collection of ['pages', 'posts'] as const) {
    for (const locale of locales) {
      const { docs } = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        where: { title: { exists: true } },
        limit: 1000,
        depth: 0,
        overrideAccess: false,
        select: { title: true },
      })
      served.push(...docs.map((doc) => `${collection}/${doc.id}/${locale}`))
    }
  }
  return served.sort()
}

describe('the language status migration', () => {
  it('keeps every published page and post served in both languages, each language listed as published', async () => {
    const before = await servedToVisitors()
    expect(before.filter((entry) => entry.endsWith('/en')).length).toBeGreaterThan(5)
    // The seeded database as it was before this migration, then migrated again.
    await payload.db.drizzle.transaction(async (tx) => {
      const args = { db: tx, payload, req: {} } as unknown as Parameters<typeof up>[0]
      await down(args)
      await up(args)
    })
    expect(await servedToVisitors()).toEqual(before)
    const { docs } = await payload.find({ collection: 'posts', draft: true, limit: 1000, depth: 0 })
    const published = docs.filter((doc) => doc._status === 'published' && doc.hasEnglish)
    expect(published.length).toBeGreaterThan(0)
    for (const doc of published)
      expect([doc.languageStatusUk, doc.languageStatusEn]).toEqual(['published', 'published'])
  })
})

describe('unpublishing one language', () => {
  let id: number
  const slugs = { uk: `movna-perevirka-${Date.now()}`, en: `language-check-${Date.now()}` }
  const pathIn = (locale: Locale) => (locale === 'uk' ? `/blog/${slugs.uk}` : `/en/blog/${slugs.en}`)

  beforeAll(async () => {
    const created = await restAs(staff, 'editor', server.url, '/api/posts?locale=uk', {
      method: 'POST',
      ...jsonBody({ title: 'Мовна перевірка', slug: slugs.uk, excerpt: 'Двомовний допис', _status: 'published' }),
    })
    expect(created.status, created.text.slice(0, 300)).toBe(201)
    id = (created.json as { doc: { id: number } }).doc.id
    const english = await restAs(staff, 'editor', server.url, `/api/posts/${id}?locale=en`, {
      method: 'PATCH',
      ...jsonBody({ title: 'Language check', slug: slugs.en, excerpt: 'A bilingual post', _status: 'published' }),
    })
    expect(english.status, english.text.slice(0, 300)).toBe(200)
    await eventually('the post in both languages', async () => (await visitor(pathIn('en'))).status === 200)
  })

  it('is refused to visitors, sales and HR (401, 403, 403), as every other edit of a post', async () => {
    for (const [actor, status] of [
      ['anonymous', 401],
      ['sales', 403],
      ['hr', 403],
    ] as const) {
      const answer = await languageAction(actor, `/api/posts/${id}/language?locale=en`, { action: 'withdraw' })
      expect(answer.status, actor).toBe(status)
    }
    const wrong = await languageAction('editor', `/api/posts/${id}/language?locale=en`, { action: 'hide' })
    expect(wrong.status, 'another action').toBe(400)
    expect((await visitor(pathIn('en'))).status).toBe(200)
  })

  it('takes the English offline everywhere while the Ukrainian stays', async () => {
    const answer = await languageAction('editor', `/api/posts/${id}/language?locale=en`, { action: 'withdraw' })
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    expect((answer.json as { languageStatus: unknown }).languageStatus).toEqual({ uk: 'published', en: 'withdrawn' })
    const again = await languageAction('editor', `/api/posts/${id}/language?locale=en`, { action: 'withdraw' })
    expect(again.status, 'already withdrawn').toBe(409)

    // REST as a visitor, per language.
    expect((await visitor(`/api/posts/${id}?locale=en`)).status).toBe(404)
    const uk = await visitor(`/api/posts/${id}?locale=uk`)
    expect((uk.json as { title: string }).title).toBe('Мовна перевірка')
    // The lists' column, filtered as an editor would.
    const withdrawn = await restAs(
      staff,
      'editor',
      server.url,
      `/api/posts?draft=true&depth=0&where[languageStatusEn][equals]=withdrawn&where[id][equals]=${id}`,
    )
    expect((withdrawn.json as { totalDocs: number }).totalDocs).toBe(1)

    // The site: the English page answers 404, and leaves the sitemap, the feed and the blog list.
    expect((await visitor(pathIn('en'))).status).toBe(404)
    const ukPage = await visitor(pathIn('uk'))
    expect(ukPage.status).toBe(200)
    expect(ukPage.text).not.toContain(slugs.en)
    const sitemap = (await visitor('/sitemap.xml')).text
    expect(sitemap).toContain(slugs.uk)
    expect(sitemap).not.toContain(slugs.en)
    expect((await visitor('/feed/en.xml')).text).not.toContain(slugs.en)
    expect((await visitor('/feed/uk.xml')).text).toContain(slugs.uk)
    expect((await visitor('/en/blog')).text).not.toContain(slugs.en)
    // The switcher's slugs, read as the site reads them.
    expect(await findPostSlugs(payload, id)).toEqual({ uk: slugs.uk })
  })

  it('comes back when the English is published again (Payload\u2019s "Publish in English")', async () => {
    const answer = await restAs(staff, 'editor', server.url, `/api/posts/${id}?locale=en&publishSpecificLocale=en`, {
      method: 'PATCH',
      ...jsonBody({ _status: 'published' }),
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    expect((await visitor(pathIn('en'))).status).toBe(200)
    expect((await visitor('/sitemap.xml')).text).toContain(slugs.en)
    expect((await visitor(pathIn('uk'))).text).toContain(`/en/blog/${slugs.en}`)
    expect(await findPostSlugs(payload, id)).toEqual(slugs)
    const latest = await payload.findByID({ collection: 'posts', id, draft: true, depth: 0 })
    expect([latest.languageStatusUk, latest.languageStatusEn]).toEqual(['published', 'published'])
  })

  it('applies to reviews and vacancies too', async () => {
    for (const [collection, name] of [
      ['reviews', 'author'],
      ['vacancies', 'title'],
    ] as const) {
      const where = { and: [{ [name]: { exists: true } }, { _status: { equals: 'published' } }] }
      const target = (await payload.find({ collection, locale: 'en', where, limit: 1, depth: 0 })).docs[0]!
      const listed = async () =>
        ((await visitor(`/api/${collection}?locale=en&depth=0&limit=100`)).json as { docs: { id: number }[] }).docs.map(
          (doc) => doc.id,
        )
      expect(await listed()).toContain(target.id)
      const off = await languageAction('editor', `/api/${collection}/${target.id}/language?locale=en`, {
        action: 'withdraw',
      })
      expect(off.status, off.text.slice(0, 300)).toBe(200)
      expect(await listed()).not.toContain(target.id)
      const uk = (await visitor(`/api/${collection}?locale=uk&depth=0&limit=100`)).json as { docs: { id: number }[] }
      expect(uk.docs.map((doc) => doc.id)).toContain(target.id)
      const on = await languageAction('editor', `/api/${collection}/${target.id}/language?locale=en`, {
        action: 'publish',
      })
      expect(on.status, on.text.slice(0, 300)).toBe(200)
      expect(await listed()).toContain(target.id)
    }
  })
})

describe('scheduling one language', () => {
  it('withdraws and publishes again the English of a page when the jobs queue runs, the Ukrainian untouched, the caches expired', async () => {
    const [page] = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about-us' } }, limit: 1 })).docs
    const statusOf = async () => {
      const doc = await payload.findByID({ collection: 'pages', id: page!.id, draft: true, depth: 0 })
      return `${doc.languageStatusUk}/${doc.languageStatusEn}`
    }
    for (const [action, english, status] of [
      ['withdraw', 404, 'published/withdrawn'],
      ['publish', 200, 'published/published'],
    ] as const) {
      // Due at once, and the queue run now (the shared server runs no queue of its own).
      const at = new Date(Date.now() - 1000).toISOString()
      const scheduled = await languageAction('editor', `/api/pages/${page!.id}/language?locale=en`, { action, at })
      expect(scheduled.status, scheduled.text.slice(0, 300)).toBe(200)
      expect((scheduled.json as { languageStatus: unknown }).languageStatus).toEqual({
        uk: 'published',
        en: 'scheduled',
      })
      // The queue takes ten due jobs a run, oldest first: run it until ours is done (other
      // files' e-mails may be due in the same database).
      await eventually(`the English ${action} done`, async () => {
        const run = await restAs(staff, 'admin', server.url, '/api/payload-jobs/run?queue=default')
        expect(run.status).toBe(200)
        return (await statusOf()) === status
      })
      expect((await visitor('/en/about-us')).status).toBe(english)
      expect((await visitor('/about-us')).status).toBe(200)
      expect((await visitor('/sitemap.xml')).text.includes('/en/about-us<'), 'in the sitemap').toBe(english === 200)
    }
  })

  it('is refused for reviews and vacancies (scheduled per language: posts and pages)', async () => {
    const [review] = (await payload.find({ collection: 'reviews', limit: 1 })).docs
    const answer = await languageAction('editor', `/api/reviews/${review!.id}/language?locale=en`, {
      action: 'withdraw',
      at: new Date().toISOString(),
    })
    expect(answer.status).toBe(400)
  })
})

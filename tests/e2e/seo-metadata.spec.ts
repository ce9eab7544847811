import { localizedPath, locales } from '@/i18n/locales'
import { bilingualPost, everyRoute, everyRouteLock, expect, test } from '../support/site'
import { adminToken } from './support/admin'
import { ofType, readHead, type Thing } from './support/head'

/**
 * ISSUE 6: what search engines see in each page's head: title, description, canonical,
 * hreflang alternates, Open Graph, Twitter and JSON-LD, read from the rendered page's DOM.
 */
test.describe('metadata of every public page in both languages', { lock: everyRouteLock }, () => {
  for (const [locale, path] of everyRoute) {
    test(`${path}: own title and description, canonical, hreflang uk/en/x-default, Open Graph, Twitter, JSON-LD`, async ({
      page,
      baseURL,
      request,
    }) => {
      const hosts = new Set<string>()
      page.on('request', (request) => hosts.add(new URL(request.url()).host))
      await page.goto(path)
      const head = await readHead(page)
      const self = `${baseURL}${path}`
      const bare = path.replace(/^\/en(?=\/|$)/, '') || '/'
      expect(head.lang).toBe(locale)
      expect(head.title.length).toBeGreaterThan(3)
      expect(head.description?.length ?? 0).toBeGreaterThan(10)
      expect(head.canonical).toBe(self)
      expect(head.hreflang).toEqual({
        uk: `${baseURL}${localizedPath('uk', bare)}`,
        en: `${baseURL}${localizedPath('en', bare)}`,
        'x-default': `${baseURL}${localizedPath('uk', bare)}`,
      })
      expect(head.meta['og:title']).toBe(head.title)
      expect(head.meta['og:description']).toBe(head.description)
      expect(head.meta['og:url']).toBe(self)
      expect(head.meta['og:locale']).toBe(locale === 'uk' ? 'uk_UA' : 'en_US')
      expect(head.meta['twitter:card']).toBe('summary_large_image')
      expect(head.meta['twitter:image']).toBe(head.meta['og:image'])
      const image = await request.get(head.meta['og:image'] ?? '')
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toMatch(/^image\//)

      if (bare === '/') {
        const [org] = ofType(head, 'Organization')
        expect(org).toMatchObject({ '@context': 'https://schema.org', url: self })
        expect(typeof org?.name).toBe('string')
      } else {
        const [trail] = ofType(head, 'BreadcrumbList')
        const items = (trail?.itemListElement ?? []) as Thing[]
        expect(items.map((item) => item.position)).toEqual([1, 2])
        expect(items[0]?.item).toBe(`${baseURL}${localizedPath(locale, '/')}`)
        expect(items[1]?.item).toBe(self)
      }
      if (bare === '/careers') {
        const jobs = ofType(head, 'JobPosting')
        expect(jobs.length).toBeGreaterThan(0)
        for (const job of jobs) {
          for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'])
            expect(job[key], key).toBeTruthy()
        }
      }
      // No request leaves the machine by default.
      expect([...hosts].filter((host) => host !== new URL(baseURL ?? '').host)).toEqual([])
    })
  }
})

test('a post links to its translation by that language’s slug and says it is a BlogPosting', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await bilingualPost(request)
  for (const locale of locales) {
    const path = localizedPath(locale, `/blog/${post[locale]}`)
    await page.goto(path)
    const head = await readHead(page)
    expect(head.lang).toBe(locale)
    expect(head.canonical).toBe(`${baseURL}${path}`)
    expect(head.hreflang).toEqual({
      uk: `${baseURL}/blog/${post.uk}`,
      en: `${baseURL}/en/blog/${post.en}`,
      'x-default': `${baseURL}/blog/${post.uk}`,
    })
    expect(head.meta['og:type']).toBe('article')
    const [posting] = ofType(head, 'BlogPosting')
    for (const key of ['headline', 'datePublished', 'dateModified', 'author', 'image', 'publisher'])
      expect(posting?.[key], key).toBeTruthy()
    expect(posting?.mainEntityOfPage).toMatchObject({ '@id': `${baseURL}${path}` })
    expect((ofType(head, 'BreadcrumbList')[0]?.itemListElement as Thing[]).length).toBe(3)
  }
})

test('a post without an English translation has no English alternate and a generated image', async ({
  page,
  request,
  baseURL,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/posts?locale=uk', {
    headers,
    data: {
      title: 'Лише українською: допис для пошуковців',
      excerpt: 'Допис без перекладу англійською мовою.',
      _status: 'published',
      publishedAt: '2020-01-02T00:00:00.000Z',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  try {
    await page.goto(`/blog/${doc.slug}`)
    const head = await readHead(page)
    expect(head.hreflang).toEqual({ uk: `${baseURL}/blog/${doc.slug}`, 'x-default': `${baseURL}/blog/${doc.slug}` })
    expect(head.description).toBe('Допис без перекладу англійською мовою.')
    expect(head.meta['og:image']).toBe(`${baseURL}/og/uk/post/${doc.id}.png`)
    const image = await request.get(`/og/uk/post/${doc.id}.png`)
    expect(image.headers()['content-type']).toBe('image/png')
    expect((await image.body()).subarray(1, 4).toString()).toBe('PNG')
    expect((await request.get(`/og/en/post/${doc.id}.png`)).status()).toBe(404)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})

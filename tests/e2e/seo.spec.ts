import type { Page } from '@playwright/test'

import { localizedPath, locales, type Locale } from '@/i18n/locales'
import { adminToken, bilingualPost, everyRoute, expect, hydrated, routePaths, test } from '../support/site'

/**
 * ISSUE 6: what search engines, crawlers and the browser's security model see. Metadata and
 * JSON-LD are read from the rendered page's DOM; XML is parsed by the browser's own DOMParser.
 */
type Head = {
  lang: string
  title: string
  description: string | null
  canonical: string | null
  hreflang: Record<string, string>
  meta: Record<string, string>
  jsonLd: unknown[]
}

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null
    const meta: Record<string, string> = {}
    for (const element of document.head.querySelectorAll('meta[property], meta[name]')) {
      const key = element.getAttribute('property') ?? element.getAttribute('name') ?? ''
      if (!(key in meta)) meta[key] = element.getAttribute('content') ?? ''
    }
    const hreflang: Record<string, string> = {}
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) hreflang[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? ''
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      hreflang,
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
        const data: unknown = JSON.parse(script.textContent ?? 'null')
        return Array.isArray(data) ? data : [data]
      }),
    }
  })
}

type Thing = Record<string, unknown> & { '@type'?: string }
const ofType = (head: Head, type: string) => head.jsonLd.filter((thing): thing is Thing => (thing as Thing)['@type'] === type)

test.describe('metadata of every public page in both languages', () => {
  for (const [locale, path] of everyRoute) {
    test(`${path}: own title and description, canonical, hreflang uk/en/x-default, Open Graph, Twitter, JSON-LD`, async ({ page, baseURL, request }) => {
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
      expect(head.hreflang).toEqual({ uk: `${baseURL}${localizedPath('uk', bare)}`, en: `${baseURL}${localizedPath('en', bare)}`, 'x-default': `${baseURL}${localizedPath('uk', bare)}` })
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
          for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) expect(job[key], key).toBeTruthy()
        }
      }
      // No request leaves the machine by default.
      expect([...hosts].filter((host) => host !== new URL(baseURL ?? '').host)).toEqual([])
    })
  }
})

test('a post links to its translation by that language’s slug and says it is a BlogPosting', async ({ page, request, baseURL }) => {
  const post = await bilingualPost(request)
  for (const locale of locales) {
    const path = localizedPath(locale, `/blog/${post[locale]}`)
    await page.goto(path)
    const head = await readHead(page)
    expect(head.lang).toBe(locale)
    expect(head.canonical).toBe(`${baseURL}${path}`)
    expect(head.hreflang).toEqual({ uk: `${baseURL}/blog/${post.uk}`, en: `${baseURL}/en/blog/${post.en}`, 'x-default': `${baseURL}/blog/${post.uk}` })
    expect(head.meta['og:type']).toBe('article')
    const [posting] = ofType(head, 'BlogPosting')
    for (const key of ['headline', 'datePublished', 'dateModified', 'author', 'image', 'publisher']) expect(posting?.[key], key).toBeTruthy()
    expect(posting?.mainEntityOfPage).toMatchObject({ '@id': `${baseURL}${path}` })
    expect((ofType(head, 'BreadcrumbList')[0]?.itemListElement as Thing[]).length).toBe(3)
  }
})

test('a post without an English translation has no English alternate and a generated image', async ({ page, request, baseURL }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/posts?locale=uk', {
    headers,
    data: { title: 'Лише українською: допис для пошуковців', excerpt: 'Допис без перекладу англійською мовою.', _status: 'published', publishedAt: '2020-01-02T00:00:00.000Z' },
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

/** Parses XML in the browser; throws on a parse error. Returns what `pick` reads from it. */
async function parseXml<T>(page: Page, xml: string, pick: (doc: Document) => T): Promise<T> {
  return page.evaluate(
    ({ xml, pick }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      if (doc.querySelector('parsererror')) throw new Error(doc.querySelector('parsererror')?.textContent ?? 'bad XML')
      return (new Function('doc', `return (${pick})(doc)`) as (doc: Document) => unknown)(doc)
    },
    { xml, pick: pick.toString() },
  ) as Promise<T>
}

test('sitemap.xml lists every page and post in both languages with alternates and dates; robots.txt points at it', async ({ page, request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const entries = await parseXml(page, await response.text(), (doc) =>
    [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => link.getAttribute('hreflang')),
    })),
  )
  const locs = entries.map((entry) => entry.loc)
  for (const locale of locales) for (const path of routePaths) expect(locs).toContain(`${baseURL}${localizedPath(locale, path)}`)
  const post = await bilingualPost(request)
  expect(locs).toContain(`${baseURL}/blog/${post.uk}`)
  expect(locs).toContain(`${baseURL}/en/blog/${post.en}`)
  for (const entry of entries) {
    expect(Number.isNaN(Date.parse(entry.lastmod)), entry.loc).toBe(false)
    expect(entry.alternates, entry.loc).toContain('x-default')
  }

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toMatch(/^Disallow: \/admin$/m)
  expect(robots).toMatch(/^Disallow: \/api$/m)
})

test('each language has a valid RSS 2.0 feed of its posts', async ({ page, request, baseURL }) => {
  const post = await bilingualPost(request)
  for (const locale of locales) {
    const response = await request.get(`/feed/${locale}.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const feed = await parseXml(page, await response.text(), (doc) => {
      const text = (parent: Element | null | undefined, tag: string) => parent?.getElementsByTagName(tag)[0]?.textContent ?? ''
      const channel = doc.getElementsByTagName('channel')[0]
      return {
        version: doc.documentElement.getAttribute('version'),
        title: text(channel, 'title'),
        link: text(channel, 'link'),
        description: text(channel, 'description'),
        language: text(channel, 'language'),
        items: [...doc.getElementsByTagName('item')].map((item) => ({ title: text(item, 'title'), link: text(item, 'link'), guid: text(item, 'guid'), pubDate: text(item, 'pubDate') })),
      }
    })
    expect(feed).toMatchObject({ version: '2.0', link: `${baseURL}${localizedPath(locale, '/blog')}`, language: locale })
    expect(feed.title && feed.description).toBeTruthy()
    expect(feed.items.map((item) => item.link)).toContain(`${baseURL}${localizedPath(locale, `/blog/${post[locale as Locale]}`)}`)
    for (const item of feed.items) {
      expect(item.title && item.guid).toBeTruthy()
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
    }
  }
})

test.describe('language of a first visit', () => {
  test('an English-preferring browser visiting / lands on /en, and the language is kept 365 days', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL })
    const page = await context.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/en')
    await page.goto('/about-us')
    expect(new URL(page.url()).pathname).toBe('/en/about-us')
    const cookie = (await context.cookies()).find((item) => item.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('en')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365.01)
    await context.close()
  })

  test('a Ukrainian post address takes an English reader to the post’s English slug, or shows the Ukrainian post when there is no translation', async ({ browser, request, baseURL }) => {
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const translated = await bilingualPost(request)
    const title = 'Лише українською: допис для читачів з англійською мовою'
    const created = await request.post('/api/posts?locale=uk', { headers, data: { title, excerpt: 'Допис без перекладу.', _status: 'published' } })
    expect(created.ok(), await created.text()).toBe(true)
    const { doc: untranslated } = (await created.json()) as { doc: { id: number; slug: string } }
    const context = await browser.newContext({ locale: 'en-US', baseURL })
    try {
      const page = await context.newPage()
      await page.goto(`/blog/${translated.uk}`)
      expect(new URL(page.url()).pathname).toBe(`/en/blog/${translated.en}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      // Now with the English cookie too: the only version of this post is the Ukrainian one.
      const response = await page.goto(`/blog/${untranslated.slug}`)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(`/blog/${untranslated.slug}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
      await expect(page.locator('h1')).toHaveText(title)
    } finally {
      await context.close()
      await request.delete(`/api/posts/${untranslated.id}`, { headers })
    }
  })

  test('a crawler is never redirected, nor a visitor whose cookie says Ukrainian', async ({ browser, baseURL }) => {
    const crawler = await browser.newContext({ locale: 'en-US', baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    const crawlerPage = await crawler.newPage()
    await crawlerPage.goto('/')
    expect(new URL(crawlerPage.url()).pathname).toBe('/')
    await crawler.close()

    const visitor = await browser.newContext({ locale: 'en-US', baseURL })
    await visitor.addCookies([{ name: 'NEXT_LOCALE', value: 'uk', url: baseURL ?? '' }])
    const page = await visitor.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
    await visitor.close()
  })
})

test.describe('security headers', () => {
  const expectCommon = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
    expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
  }

  test('public pages and uploads have the common headers, pages a strict CSP; build scripts nosniff', async ({ page, request }) => {
    for (const path of ['/', '/en/blog', '/careers']) {
      const response = await request.get(path)
      const headers = response.headers()
      expectCommon(headers)
      const csp = headers['content-security-policy'] ?? ''
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
      expect(scriptSrc).toMatch(/'sha256-/)
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) expect(csp).toContain(directive)
      // No opener policy on public pages: it would start every visit in a fresh renderer process.
      expect(headers['cross-origin-opener-policy']).toBeUndefined()
    }
    expect((await request.get('/admin/login')).headers()['cross-origin-opener-policy']).toBe('same-origin')

    await page.goto('/')
    await hydrated(page)
    const asset = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src^="/_next/static/"]')?.getAttribute('src') ?? '')
    expect(asset).not.toBe('')
    // Document-level headers mean nothing on a script; nosniff does.
    const assetHeaders = (await request.get(asset)).headers()
    expect(assetHeaders['x-content-type-options']).toBe('nosniff')
    expect(assetHeaders['permissions-policy']).toBeUndefined()

    const media = (await (await request.get('/api/media?limit=1&depth=0')).json()) as { docs: { url: string }[] }
    const upload = media.docs[0]?.url ?? ''
    expect(upload).toMatch(/\/api\/media\/file\//)
    const uploaded = await request.get(upload)
    expect(uploaded.status()).toBe(200)
    expectCommon(uploaded.headers())
  })

  test('build scripts go out in brotli to browsers that accept it: the same file, cached for a year', async ({ page, request }) => {
    await page.goto('/')
    await hydrated(page)
    const asset = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src^="/_next/static/"]')?.getAttribute('src') ?? '')
    const packed = await request.get(asset, { headers: { 'accept-encoding': 'br' } })
    expect(packed.headers()['content-encoding']).toBe('br')
    expect(packed.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(packed.headers()['x-content-type-options']).toBe('nosniff')
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(await packed.text()).toBe(await plain.text())
    // Nothing outside the build's static folder is reachable through it.
    const escaped = await request.get('/_next/static/..%2F..%2Fpackage.json', { headers: { 'accept-encoding': 'br' } })
    expect(escaped.status()).toBeGreaterThanOrEqual(400)
    expect(await escaped.text()).not.toContain('"dependencies"')
  })

  test('a page renders and hydrates under its CSP without a single violation', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`))
    })
    for (const path of ['/', '/en/careers', '/blog']) {
      await page.goto(path)
      await hydrated(page)
    }
    expect(violations).toEqual([])
  })
})

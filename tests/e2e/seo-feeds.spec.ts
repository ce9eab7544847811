import { localizedPath, locales, type Locale } from '@/i18n/locales'
import { bilingualPost, expect, routePaths, test } from '../support/site'
import { parseXml } from './support/head'

/** ISSUE 6: what crawlers and feed readers fetch: sitemap.xml, robots.txt and the RSS feeds. */
test('sitemap.xml lists every page and post in both languages with alternates and dates; robots.txt points at it', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const entries = await parseXml(page, await response.text(), (doc) =>
    [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) =>
        link.getAttribute('hreflang'),
      ),
    })),
  )
  const locs = entries.map((entry) => entry.loc)
  for (const locale of locales)
    for (const path of routePaths) expect(locs).toContain(`${baseURL}${localizedPath(locale, path)}`)
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
      const text = (parent: Element | null | undefined, tag: string) =>
        parent?.getElementsByTagName(tag)[0]?.textContent ?? ''
      const channel = doc.getElementsByTagName('channel')[0]
      return {
        version: doc.documentElement.getAttribute('version'),
        title: text(channel, 'title'),
        link: text(channel, 'link'),
        description: text(channel, 'description'),
        language: text(channel, 'language'),
        items: [...doc.getElementsByTagName('item')].map((item) => ({
          title: text(item, 'title'),
          link: text(item, 'link'),
          guid: text(item, 'guid'),
          pubDate: text(item, 'pubDate'),
        })),
      }
    })
    expect(feed).toMatchObject({
      version: '2.0',
      link: `${baseURL}${localizedPath(locale, '/blog')}`,
      language: locale,
    })
    expect(feed.title && feed.description).toBeTruthy()
    expect(feed.items.map((item) => item.link)).toContain(
      `${baseURL}${localizedPath(locale, `/blog/${post[locale as Locale]}`)}`,
    )
    for (const item of feed.items) {
      expect(item.title && item.guid).toBeTruthy()
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
    }
  }
})

test('blog pages advertise the feed of their own language, and other pages none', async ({
  page,
  request,
  baseURL,
}) => {
  const post = await bilingualPost(request)
  const feeds = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => ({
        href: link.getAttribute('href'),
        title: link.getAttribute('title'),
      })),
    )
  for (const locale of locales) {
    // The seed has more Ukrainian posts than one page holds (6): the second page is Ukrainian only.
    const paging = locale === 'uk' ? ['/blog/page/2'] : []
    for (const path of ['/blog', ...paging, `/blog/${encodeURIComponent(post[locale])}`]) {
      const response = await page.goto(localizedPath(locale, path))
      expect(response?.status(), path).toBe(200)
      const links = await feeds()
      expect(links, `${locale} ${path}`).toEqual([
        { href: `${baseURL}/feed/${locale}.xml`, title: expect.stringMatching(/\S/) },
      ])
      expect((await request.get(links[0]?.href ?? '')).status()).toBe(200)
    }
    await page.goto(localizedPath(locale, '/devices'))
    expect(await feeds()).toEqual([])
  }
})

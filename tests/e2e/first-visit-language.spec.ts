import { bilingualPost, expect, test } from '../support/site'
import { adminToken } from './support/admin'

/** ISSUE 6: the language a first visit lands on (Accept-Language, the cookie, crawlers). */
test.describe('language of a first visit', () => {
  test('an English-preferring browser visiting / lands on /en, and the language is kept 365 days', async ({
    browser,
    baseURL,
  }) => {
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

  test('a Ukrainian post address takes an English reader to the post’s English slug, or shows the Ukrainian post when there is no translation', async ({
    browser,
    request,
    baseURL,
  }) => {
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const translated = await bilingualPost(request)
    const title = 'Лише українською: допис для читачів з англійською мовою'
    const created = await request.post('/api/posts?locale=uk', {
      headers,
      data: { title, excerpt: 'Допис без перекладу.', _status: 'published' },
    })
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

  test('an English reader at a page the English site lacks reads it as it is, never a 404: the blog’s second page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL })
    try {
      const page = await context.newPage()
      // The Ukrainian blog has a second page, the English one (fewer posts) has not.
      expect((await page.request.get('/en/blog/page/2')).status()).toBe(404)
      const response = await page.goto('/blog/page/2')
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe('/blog/page/2')
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
      // Its language switcher offers the English blog, the closest page that exists.
      await expect(page.locator('#nav-languages a[hreflang="en"]')).toHaveAttribute('href', '/en/blog')
    } finally {
      await context.close()
    }
  })

  test('a crawler is never redirected, nor a visitor whose cookie says Ukrainian', async ({ browser, baseURL }) => {
    const crawler = await browser.newContext({
      locale: 'en-US',
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
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

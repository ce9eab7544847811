import { expect, test } from '../support/site'
import { adminToken } from './support/admin'

/**
 * SPEC §9: an English reader at a Ukrainian post's address reads the post's English version,
 * under its own slug, or the Ukrainian post when it has none. Where a post lives in the other
 * language is a cached lookup (src/lib/data/index/index.ts getPostCounterpart): publishing a translation
 * must reach the very next reader, and a crawler is never redirected.
 */
test('a post translated after an English reader saw its Ukrainian version takes the next English reader to the translation', async ({
  browser,
  request,
  baseURL,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/posts?locale=uk', {
    headers,
    data: { title: 'Переклад з’явиться згодом', excerpt: 'Спершу лише українською.', _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  const reader = await browser.newContext({ locale: 'en-US', baseURL })
  const crawler = await browser.newContext({
    locale: 'en-US',
    baseURL,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  try {
    const before = await reader.newPage()
    expect((await before.goto(`/blog/${doc.slug}`))?.status()).toBe(200)
    expect(new URL(before.url()).pathname).toBe(`/blog/${doc.slug}`)
    await expect(before.locator('html')).toHaveAttribute('lang', 'uk')
    await reader.clearCookies()

    const translated = await request.patch(`/api/posts/${doc.id}?locale=en`, {
      headers,
      data: { title: 'The translation came later', slug: `translation-came-later-${doc.id}`, _status: 'published' },
    })
    expect(translated.ok(), await translated.text()).toBe(true)

    const after = await reader.newPage()
    await after.goto(`/blog/${doc.slug}`)
    expect(new URL(after.url()).pathname).toBe(`/en/blog/translation-came-later-${doc.id}`)
    await expect(after.locator('h1')).toHaveText('The translation came later')
    // The address that only answers for an English reader is not one a crawler is sent to.
    const crawlerPage = await crawler.newPage()
    await crawlerPage.goto(`/blog/${doc.slug}`)
    expect(new URL(crawlerPage.url()).pathname).toBe(`/blog/${doc.slug}`)
    await expect(crawlerPage.locator('h1')).toHaveText('Переклад з’явиться згодом')
  } finally {
    await reader.close()
    await crawler.close()
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})

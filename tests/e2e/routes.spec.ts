import { localizedPath } from '@/i18n/locales'
import { bilingualPost, everyRoute, everyRouteLock, expect, test } from '../support/site'
import { adminToken } from './support/admin'

test.describe('every route exists twice: Ukrainian unprefixed, English under /en', { lock: everyRouteLock }, () => {
  for (const [locale, path] of everyRoute) {
    test(`${path} answers 200 in ${locale} with <html lang="${locale}">`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
    })
  }
})

test('a post opens by its slug in each language, and a numeric id redirects permanently to the slug', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const post = await bilingualPost(request)
  for (const locale of ['uk', 'en'] as const) {
    const response = await page.goto(localizedPath(locale, `/blog/${post[locale]}`))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const redirect = await request.get(localizedPath(locale, `/blog/${post.id}`), { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    const location = redirect.headersArray().find((header) => header.name.toLowerCase() === 'location')?.value ?? ''
    expect(new URL(location, 'http://x').pathname).toBe(localizedPath(locale, `/blog/${post[locale]}`))
  }
  // The English slug is not a Ukrainian address (slugs are per language).
  // (A fresh client: no locale cookie that would send it to /en first.)
  const fresh = await playwright.request.newContext({ baseURL })
  if (post.en !== post.uk) expect((await fresh.get(`/blog/${post.en}`)).status()).toBe(404)
  await fresh.dispose()
})

test('a post missing in the requested language is a 404, never the other language', async ({ request }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/posts?locale=uk', {
    headers,
    data: {
      title: 'Лише українською: тестовий допис',
      excerpt: 'Допис без перекладу англійською.',
      _status: 'published',
      publishedAt: '2020-01-01T00:00:00.000Z',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  try {
    expect((await request.get(`/blog/${doc.slug}`)).status()).toBe(200)
    expect((await request.get(`/en/blog/${doc.slug}`)).status()).toBe(404)
    expect((await request.get(`/en/blog/${doc.id}`, { maxRedirects: 0 })).status()).toBe(404)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})

test('/blog pages are path segments: /blog/page/1 is /blog and a page past the end is a 404', async ({ request }) => {
  const first = await request.get('/blog/page/1', { maxRedirects: 0 })
  expect(first.status()).toBe(308)
  expect(first.headers().location).toMatch(/\/blog$/)
  expect((await request.get('/blog/page/999')).status()).toBe(404)
  expect((await request.get('/en/blog/page/abc')).status()).toBe(404)
})

test.describe('not found: any unknown path, in either locale and at any depth', () => {
  const cases = [
    { path: '/no-such-page', locale: 'uk', home: '/', text: 'На головну' },
    { path: '/devices/x/y/z', locale: 'uk', home: '/', text: 'На головну' },
    { path: '/en/no-such-page', locale: 'en', home: '/en', text: 'Back to Home' },
    { path: '/en/blog/no-such-post/deeper', locale: 'en', home: '/en', text: 'Back to Home' },
  ] as const
  for (const item of cases) {
    test(`${item.path} answers 404 with the Ooops page and a button home in ${item.locale}`, async ({ page }) => {
      const response = await page.goto(item.path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', item.locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ooops!')
      if (item.locale === 'en') {
        await expect(
          page.getByText("Nothing but digital dust here. Slide back to the homepage - that's where the real stuff is."),
        ).toBeVisible()
      } else {
        await expect(page.getByText('Сторінку не знайдено')).toBeVisible()
      }
      const home = page.getByTestId('not-found').getByRole('link', { name: item.text })
      await expect(home).toHaveAttribute('href', item.home)
      await home.click()
      await expect(page).toHaveURL((url) => url.pathname === item.home)
      await expect(page.locator('h1')).not.toHaveText('Ooops!')
    })
  }
})

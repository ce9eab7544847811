import { bilingualPost, expect, hydrated, test } from '../support/site'
import { adminToken } from './support/admin'

/**
 * SPEC §4: redirect rules managed in the CMS. An old address answers 308 to its target (a page
 * or a post in the old address's language, or any URL); an external target is reached by a
 * full page load, also from a client-side navigation.
 */
test('old addresses redirect permanently to a page, a post or an external URL', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const pages = (await (await request.get('/api/pages?where[slug][equals]=about-us&depth=0', { headers })).json()) as {
    docs: { id: number }[]
  }
  const post = await bilingualPost(request)
  const rules = [
    { from: '/old-company', to: { type: 'reference', reference: { relationTo: 'pages', value: pages.docs[0]?.id } } },
    { from: '/news/old-article', to: { type: 'reference', reference: { relationTo: 'posts', value: post.id } } },
    { from: '/partner-portal', to: { type: 'custom', url: 'https://partners.example.com/login' } },
  ]
  const created: number[] = []
  try {
    for (const data of rules) {
      const response = await request.post('/api/redirects', { headers, data })
      expect(response.ok(), await response.text()).toBe(true)
      created.push(((await response.json()) as { doc: { id: number } }).doc.id)
    }
    const location = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(308)
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location')
      expect(locations).toHaveLength(1)
      return locations[0]?.value ?? ''
    }
    expect(await location('/old-company')).toMatch(/^(https?:\/\/[^/]+)?\/about-us$/)
    // Ukrainian first: visiting /en stores English as the language, and the unprefixed address would then go to /en.
    expect(await location('/news/old-article')).toMatch(new RegExp(`^(https?://[^/]+)?/blog/${post.uk}$`))
    expect(await location('/partner-portal')).toBe('https://partners.example.com/login')
    expect(await location('/en/news/old-article')).toMatch(new RegExp(`/en/blog/${post.en}$`))
    // An address no rule names stays a 404; redirect rules are not public data.
    expect((await request.get('/en/no-such-address', { maxRedirects: 0 })).status()).toBe(404)
    const visitor = await playwright.request.newContext({ baseURL })
    expect((await visitor.get('/api/redirects')).status()).toBe(403)
    await visitor.dispose()

    // Following a link to an old address with an external target leaves the site by a full load.
    await page.route('https://partners.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partners</title>' }),
    )
    await page.goto('/about-us')
    await hydrated(page)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/partner-portal'
      link.textContent = 'Partner portal'
      link.id = 'to-partners'
      document.querySelector('main')?.append(link)
    })
    await page.locator('#to-partners').click()
    await page.waitForURL('https://partners.example.com/login')
  } finally {
    for (const id of created) await request.delete(`/api/redirects/${id}`, { headers })
  }
})

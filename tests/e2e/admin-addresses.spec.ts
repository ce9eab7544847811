import { expect, test } from '@playwright/test'

import { admin, adminToken, auth, signedIn, storeSubmissions } from './support/admin'

/**
 * SPEC §2, admin routes: the spec's addresses lead to Payload's own views, signed-out visitors
 * land on the login, and every admin response tells crawlers noindex, nofollow.
 */
// Staff work in Ukrainian: the browser asks for it, so Payload's admin answers in it.
test.use({ locale: 'uk-UA' })

type Ids = { posts: number; reviews: number; vacancies: number; 'contact-forms': number }
let ids: Ids

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request)
  const create = async (collection: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/${collection}?locale=uk`, { headers: auth(token), data })
    expect(response.status(), `create ${collection}`).toBe(201)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const [message] = storeSubmissions({
    messages: [
      {
        company: 'ТОВ Адреси',
        name: 'Оксана',
        email: 'oksana@addresses.example',
        depart: 'sales',
        department: 'Відділ продажів',
      },
    ],
  }).messages
  ids = {
    posts: await create('posts', { title: 'Допис для перевірки адрес адмінки' }),
    reviews: await create('reviews', { author: 'Марія Коваленко', text: 'Відгук для перевірки адрес адмінки.' }),
    vacancies: await create('vacancies', { title: 'Вакансія для перевірки адрес адмінки' }),
    'contact-forms': message,
  }
})

function addresses(): { from: string; to: string }[] {
  const list: { from: string; to: string }[] = []
  for (const slug of ['posts', 'reviews', 'vacancies'] as const) {
    list.push({ from: `/admin/${slug}`, to: `/admin/collections/${slug}` })
    list.push({ from: `/admin/${slug}/add`, to: `/admin/collections/${slug}/create` })
    list.push({ from: `/admin/${slug}/${ids[slug]}`, to: `/admin/collections/${slug}/${ids[slug]}` })
  }
  list.push({ from: '/admin/contact-forms', to: '/admin/collections/contact-forms' })
  list.push({
    from: `/admin/contact-forms/${ids['contact-forms']}`,
    to: `/admin/collections/contact-forms/${ids['contact-forms']}`,
  })
  return list
}

test('each spec admin address answers a noindex redirect to Payload’s own address', async ({ request }) => {
  for (const { from, to } of addresses()) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(307)
    expect(new URL(response.headers().location, 'http://x').pathname, from).toBe(to)
    expect(response.headers()['x-robots-tag'], from).toBe('noindex, nofollow')
  }
})

/**
 * A loop over every address opens a dozen admin pages, each a full render of Payload's admin
 * (1-3 s here, 5-10 s on a machine busy with other work): the time limit is per page, not one
 * minute for all of them, which a loaded machine overran (2026-11-25, load average 35).
 */
const perAdminPage = (pages: number) => test.setTimeout(30_000 + pages * 10_000)

test('signed out, every spec admin address and the dashboard lead to the login', async ({ page }) => {
  perAdminPage(addresses().length + 1)
  for (const from of ['/admin', ...addresses().map(({ from }) => from)]) {
    await page.goto(from)
    await expect(page, from).toHaveURL(/\/admin\/login(\?|$)/)
    await expect(page.locator('#field-email')).toBeVisible()
  }
})

test('signed in as admin, each spec admin address opens the list, a new document or that document', async ({
  page,
}) => {
  perAdminPage(addresses().length + 3)
  await signedIn(page, admin)
  for (const { from, to } of addresses()) {
    await page.goto(from)
    if (to.endsWith('/create')) {
      // With autosave, Payload's create view stores the new draft at once and moves to its id.
      await expect(page, from).toHaveURL(new RegExp(`${to.replace(/create$/, '')}(create|\\d+)(\\?|$)`))
      await expect(page.locator('.collection-edit').first()).toBeVisible()
      continue
    }
    await expect(page, from).toHaveURL(new RegExp(`${to}(\\?|$)`))
    if (/\/\d+$/.test(to)) await expect(page.locator('.doc-header__title, .render-title').first()).toBeVisible()
    else await expect(page.locator('.collection-list')).toBeVisible()
  }
  // Payload's own addresses keep working next to the spec's.
  await page.goto('/admin/collections/posts')
  await expect(page.locator('.collection-list')).toBeVisible()
})

test('an unknown document address of a spec list is Payload’s not-found, not a redirect', async ({ request }) => {
  const response = await request.get('/admin/posts/not-a-number', { maxRedirects: 0 })
  expect(response.status()).not.toBe(307)
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
})

test('admin pages are noindex, nofollow in their meta and headers; robots.txt disallows /admin and /api', async ({
  page,
  request,
}) => {
  for (const path of ['/admin/login', '/admin']) {
    const response = await page.goto(path)
    expect(response?.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex, ?nofollow/)
  }
  await signedIn(page, admin)
  const list = await page.goto('/admin/collections/contact-forms')
  expect(list?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, ?nofollow/)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toMatch(/^Disallow: \/admin$/m)
  expect(text).toMatch(/^Disallow: \/api$/m)
})

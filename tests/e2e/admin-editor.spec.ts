import { type Page, expect, test } from '@playwright/test'

import { adminToken, auth, ensureStaff, ensureUser, signedIn, signInWithForm, staffPassword } from './support/admin'

/**
 * Editors (issue 5): publishing in the admin shows on the public site in both languages on
 * the next request; untranslated posts are marked and filterable; live preview renders the
 * draft in the locale being edited; the admin speaks Ukrainian or English per user.
 */
// Staff work in Ukrainian: the browser asks for it, so Payload's admin answers in it.
test.use({ locale: 'uk-UA' })

const editor = { email: 'editor.e2e@example.com', password: staffPassword }
const stamp = Date.now().toString(36)
const titles = { uk: `Огляд ринку вживаних смартфонів ${stamp}`, en: `Used smartphone market review ${stamp}` }

test.beforeAll(async ({ request }) => {
  await ensureStaff(request, 'editor')
})

async function switchLocale(page: Page, label: 'English' | 'Українська') {
  // The locale list opens in a popup; a click before hydration is lost, so open until it shows.
  const option = page.locator('.popup-button-list__button:visible', { hasText: label }).first()
  await expect(async () => {
    if (!(await option.isVisible())) await page.locator('.localizer button').first().click()
    await expect(option).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await option.click()
  await expect(page).toHaveURL(new RegExp(`locale=${label === 'English' ? 'en' : 'uk'}`))
}

/**
 * Opens the live preview unless Payload already reopened it (it remembers the choice per
 * editor). The toggler's state, not the frame's visibility, says which: clicking an open
 * preview whose frame is still mounting would close it.
 */
async function openLivePreview(page: Page) {
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible()
  await expect(async () => {
    if (!/live-preview-toggler--active/.test((await toggler.getAttribute('class')) ?? '')) await toggler.click()
    await expect(page.locator('iframe.iframe-loader__iframe')).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 20_000 })
}

async function postsFilteredByEnglish(page: Page, value: 'true' | 'false'): Promise<string> {
  // Titles as they read in Ukrainian, whatever locale the editor last chose.
  await page.goto('/admin/collections/posts?locale=uk')
  await page.locator('.list-tools select[name="hasEnglish"]').selectOption(value)
  await page.locator('.list-tools button[type="submit"]').click()
  await expect(page).toHaveURL(/hasEnglish/)
  await expect(page.locator('.collection-list')).toBeVisible()
  return page.locator('.collection-list').innerText()
}

test('a post published in the admin shows on /blog and /en/blog on the next request; the list marks it untranslated until then', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  // Visitors of each language (separate browsers: the locale cookie would redirect one to
  // the other). The blog pages are rendered and cached before the publish.
  const ukVisitor = await browser.newPage({ locale: 'uk-UA' })
  const enVisitor = await browser.newPage({ locale: 'en-US' })
  await ukVisitor.goto('/blog')
  await enVisitor.goto('/en/blog')

  await signedIn(page, editor)
  await page.goto('/admin/posts/add')
  // With autosave, Payload stores the new draft at once and moves to its id.
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/(create|\d+)/)
  await page.locator('#field-title').fill(titles.uk)
  await page
    .locator('#field-excerpt')
    .fill('Які моделі найчастіше купують роздрібні мережі та на що зважати при виборі грейду.')
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  await expect(page.locator('.doc-controls__status')).toContainText('Опубліковано')

  expect(await postsFilteredByEnglish(page, 'false')).toContain(titles.uk)
  expect(await postsFilteredByEnglish(page, 'true')).not.toContain(titles.uk)

  await ukVisitor.goto('/blog')
  await expect(ukVisitor.getByText(titles.uk).first()).toBeVisible()
  await enVisitor.goto('/en/blog')
  await expect(enVisitor.getByText(titles.uk)).toHaveCount(0)

  // The English version, next to the Ukrainian one, through the admin's locale selector.
  await page.goto('/admin/collections/posts?locale=uk')
  await page.locator('.collection-list a', { hasText: titles.uk }).first().click()
  await expect(page.locator('#field-title')).toHaveValue(titles.uk)
  await switchLocale(page, 'English')
  await expect(page.locator('#field-title')).toHaveValue('')
  await page.locator('#field-title').fill(titles.en)
  await page
    .locator('#field-excerpt')
    .fill('Which models retail chains buy most, and what to weigh when choosing a grade.')
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success|успішно/i)

  expect(await postsFilteredByEnglish(page, 'true')).toContain(titles.uk)

  await enVisitor.goto('/en/blog')
  await expect(enVisitor.getByText(titles.en).first()).toBeVisible()
  await ukVisitor.goto('/blog')
  await expect(ukVisitor.getByText(titles.uk).first()).toBeVisible()

  // Unpublishing takes it off both lists at once.
  await page.goto('/admin/collections/posts?locale=uk')
  await page.locator('.collection-list a', { hasText: titles.uk }).first().click()
  await expect(page.locator('#field-title')).toHaveValue(titles.uk)
  const unpublish = page.locator('#action-unpublish')
  await expect(async () => {
    if (!(await unpublish.isVisible())) await page.locator('.doc-controls__dots').click()
    await expect(unpublish).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await unpublish.click()
  await page.locator('#confirm-action').click()
  await expect(page.locator('.doc-controls__status')).toContainText('Чернетка')
  await ukVisitor.goto('/blog')
  await expect(ukVisitor.getByText(titles.uk)).toHaveCount(0)
  await enVisitor.goto('/en/blog')
  await expect(enVisitor.getByText(titles.en)).toHaveCount(0)
  await ukVisitor.close()
  await enVisitor.close()
})

test('live preview shows the draft of the locale being edited, only to the signed-in editor', async ({
  page,
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const heading = `Чернетка головної ${stamp}`
  // The home page exists (seeded); its next version is a draft nobody has published.
  let home = (
    (await (await request.get('/api/pages?where[slug][equals]=home&depth=0', { headers: auth(token) })).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]
  if (!home) {
    const created = await request.post('/api/pages?locale=uk', {
      headers: auth(token),
      data: {
        title: 'Головна',
        slug: 'home',
        _status: 'published',
        layout: [{ blockType: 'hero', heading: 'Електроніка для бізнесу' }],
      },
    })
    home = ((await created.json()) as { doc: { id: number } }).doc
  }
  const published = await browser.newPage({ locale: 'uk-UA' })
  await published.goto('/')
  const publishedHeading = await published.locator('h1').first().innerText()
  const draft = await request.patch(`/api/pages/${home.id}?draft=true&locale=uk`, {
    headers: auth(token),
    data: { layout: [{ blockType: 'hero', heading }] },
  })
  expect(draft.ok()).toBe(true)

  await signedIn(page, editor)
  const iframe = page.locator('iframe.iframe-loader__iframe')
  await page.goto(`/admin/collections/pages/${home.id}?locale=en`)
  await openLivePreview(page)
  await expect(iframe).toHaveAttribute('src', /\/api\/preview\?path=%2Fen$/)
  await page.goto(`/admin/collections/pages/${home.id}?locale=uk`)
  await openLivePreview(page)
  await expect(iframe).toHaveAttribute('src', /\/api\/preview\?path=%2F$/)
  await expect(page.frameLocator('iframe.iframe-loader__iframe').locator('h1').first()).toHaveText(heading)
  await expect(page.frameLocator('iframe.iframe-loader__iframe').getByRole('status')).toContainText('Перегляд чернетки')

  // Visitors keep seeing the published page.
  await published.reload()
  await expect(published.locator('h1').first()).toHaveText(publishedHeading)
  // Draft mode without an editor's session shows nothing unpublished.
  const stranger = await browser.newPage({ locale: 'uk-UA' })
  const refused = await stranger.goto('/api/preview?path=/')
  expect(refused?.status()).toBe(401)
  await stranger.close()
  await published.close()

  // Leaving preview returns the editor to the published page.
  await page.goto('/api/preview/exit?path=/')
  await expect(page.locator('h1').first()).toHaveText(publishedHeading)
})

test('the admin interface speaks Ukrainian or English, as each user chooses', async ({ page, browser, request }) => {
  const account = await ensureUser(request, 'language.e2e@example.com', ['editor'])
  await signInWithForm(page, account)
  await page.goto('/admin')
  await expect(page.locator('#nav-posts')).toContainText('Дописи блогу')
  await page.goto('/admin/account')
  await page.locator('#language-select').click({ force: true })
  await page.locator('.rs__option', { hasText: 'English' }).click()
  await expect(page.locator('#nav-posts')).toContainText('Blog posts')
  await page.goto('/admin')
  await expect(page.locator('#nav-posts')).toContainText('Blog posts')

  // Another browser (Ukrainian, no language cookie): the user's choice follows them.
  const elsewhere = await browser.newContext({ locale: 'uk-UA' })
  const other = await elsewhere.newPage()
  await signInWithForm(other, account)
  await expect(other.locator('#nav-posts')).toContainText('Blog posts')
  // Someone else in that browser still gets their own language.
  await other.context().clearCookies()
  await signInWithForm(other, editor)
  await expect(other.locator('#nav-posts')).toContainText('Дописи блогу')
  await elsewhere.close()
})

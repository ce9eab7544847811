import { type Browser, type Page, expect, test } from '@playwright/test'

import { adminToken, auth, ensureUser, signedIn, siteUrl } from './support/admin'

/**
 * Stale translations (issue 27) as an editor meets them, in each admin language: a change of
 * a vacancy's Ukrainian text marks its English out of date, the English shows what changed in
 * the Ukrainian beside the current translation, "translation updated" clears the mark, and the
 * dashboard's counter follows each step.
 */
const stamp = Date.now().toString(36)

const texts = {
  uk: { outOfDate: 'Англійський переклад застарів', current: 'Англійський переклад актуальний' },
  en: { outOfDate: 'English out of date', current: 'English up to date' },
} as const
type Language = keyof typeof texts

async function vacancy(request: Parameters<typeof adminToken>[0], language: Language): Promise<number> {
  const token = await adminToken(request)
  const created = await request.post('/api/vacancies?locale=uk', {
    headers: auth(token),
    data: {
      title: `Менеджер з логістики ${language} ${stamp}`,
      description: 'Плануємо доставки техніки по Україні.',
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const english = await request.patch(`/api/vacancies/${id}?locale=en`, {
    headers: auth(token),
    data: { title: `Logistics manager ${language} ${stamp}`, description: 'We plan device deliveries across Ukraine.' },
  })
  expect(english.ok()).toBe(true)
  return id
}

const outOfDateCount = (page: Page) =>
  page.locator('[data-translations="vacancies"] [data-count="english-out-of-date"] .new-submissions__count')

async function dashboardCount(page: Page): Promise<number> {
  await page.goto('/admin')
  return Number(await outOfDateCount(page).innerText())
}

async function save(page: Page) {
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success|успішно/i)
}

async function translateInAdmin(browser: Browser, language: Language, id: number) {
  const context = await browser.newContext({ locale: language === 'uk' ? 'uk-UA' : 'en-US' })
  const page = await context.newPage()
  const account = await ensureUser(page.request, `translator.${language}.e2e@example.com`, ['editor'])
  await signedIn(page, account)
  // The admin's language, as the account settings choose it.
  await context.addCookies([{ name: 'payload-lng', value: language, url: siteUrl }])
  const before = await dashboardCount(page)

  // The Ukrainian source changes…
  await page.goto(`/admin/collections/vacancies/${id}?locale=uk`)
  await page.locator('#field-description').fill('Плануємо швидкі доставки техніки по Україні та Європі.')
  await save(page)

  // …and the English says so, with the source's old and new words beside its own text.
  await page.goto(`/admin/collections/vacancies/${id}?locale=en`)
  const panel = page.locator('.source-changes')
  await expect(panel.locator('.source-changes__mark')).toHaveText(texts[language].outOfDate)
  const row = panel.locator('[data-changed-field="description"]')
  await expect(row.locator('ins')).toContainText(['швидкі'])
  await expect(row.locator('ins').last()).toContainText('та Європі.')
  await expect(row.locator('.source-changes__translation')).toHaveText('We plan device deliveries across Ukraine.')
  expect(await dashboardCount(page)).toBe(before + 1)
  // The counter leads to the list of exactly those.
  await outOfDateCount(page).click()
  await expect(page).toHaveURL(/translation\.enOutOfDate/)
  await expect(page.locator('.collection-list')).toContainText(`${stamp}`)
  // …with the mark as a column of its own.
  await expect(page.locator('.collection-list thead')).toContainText(texts[language].outOfDate)

  // The translator updates the English and says so: the mark is gone.
  await page.goto(`/admin/collections/vacancies/${id}?locale=en`)
  await page.locator('#field-description').fill('We plan fast device deliveries across Ukraine and Europe.')
  await page.locator('input[name="translationUpdated"]').check()
  await save(page)
  await expect(page.locator('[data-translation-state="current"]')).toHaveText(texts[language].current)
  expect(await dashboardCount(page)).toBe(before)
  await context.close()
}

for (const language of ['uk', 'en'] as const) {
  test(`in the ${language} admin, a changed Ukrainian vacancy marks its English out of date with the diff, until the English is updated`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    await translateInAdmin(browser, language, await vacancy(request, language))
  })
}

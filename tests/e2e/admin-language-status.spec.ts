import { type APIRequest, type APIRequestContext, type Page, expect, test } from '@playwright/test'

import { everyRouteLock } from '../support/site'
import { visit } from './support/crawl'
import { adminToken, auth, ensureUser, signedIn, siteUrl } from './support/admin'

/**
 * Each language's own status (issue 27), as an editor works in the admin in either of its
 * languages: "Unpublish the English version" on a post takes its English page off the site (404, gone from
 * the English sitemap, feed and blog list) while the Ukrainian page stays, no longer pointing to
 * an English version, and the list's English column says "Withdrawn"; publishing the English
 * again brings it all back; a withdrawal scheduled in the sidebar is done by the jobs queue. And
 * the English of a page scheduled in the sidebar a minute later, its Ukrainian live meanwhile, is
 * published by the jobs queue at that minute, not before (its wait spent on the posts' tests).
 */
test.describe.configure({ mode: 'serial' })

const admins = [
  {
    language: 'en',
    browserLocale: 'en-US',
    unpublishEnglish: 'Unpublish the English version',
    withdrawnLabel: 'Withdrawn',
  },
  {
    language: 'uk',
    browserLocale: 'uk-UA',
    unpublishEnglish: 'Зняти з публікації англійською',
    withdrawnLabel: 'Знято з публікації',
  },
] as const

/** A post published in both languages, made over REST as the admin. */
async function bilingualPost(request: APIRequestContext, stamp: string) {
  const headers = auth(await adminToken(request))
  const slugs = { uk: `movna-versiia-${stamp}`, en: `language-version-${stamp}` }
  const created = await request.post('/api/posts?locale=uk', {
    headers,
    data: { title: `Мовна версія ${stamp}`, slug: slugs.uk, _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  const english = await request.patch(`/api/posts/${id}?locale=en`, {
    headers,
    data: { title: `Language version ${stamp}`, slug: slugs.en, _status: 'published' },
  })
  expect(english.ok(), await english.text()).toBe(true)
  return { id, slugs }
}

/**
 * What a first-time Ukrainian visitor (no cookies) gets: the English post's status, the Ukrainian
 * page's and whether it links the English one (switcher, hreflang), and whether the English
 * sitemap, feed and blog list name it.
 */
async function publicView(visitors: APIRequest, slugs: { uk: string; en: string }) {
  const visitor = await visitors.newContext({ baseURL: siteUrl, extraHTTPHeaders: { 'Accept-Language': 'uk-UA' } })
  try {
    const text = async (path: string) => (await visitor.get(path)).text()
    const ukPage = await visitor.get(`/blog/${slugs.uk}`, { maxRedirects: 0 })
    return {
      english: (await visitor.get(`/en/blog/${slugs.en}`, { maxRedirects: 0 })).status(),
      ukrainian: ukPage.status(),
      ukrainianLinksEnglish: (await ukPage.text()).includes(`/en/blog/${slugs.en}`),
      sitemap: (await text('/sitemap.xml')).includes(slugs.en),
      feed: (await text('/feed/en.xml')).includes(slugs.en),
      blog: (await text('/en/blog')).includes(slugs.en),
    }
  } finally {
    await visitor.dispose()
  }
}

/** A page's English taken offline now, to be published again a minute later from the sidebar. */
const scheduledPages = [
  { language: 'en', browserLocale: 'en-US', slug: 'processes', scheduledLabel: 'Scheduled' },
  { language: 'uk', browserLocale: 'uk-UA', slug: 'certificates', scheduledLabel: 'Заплановано' },
] as const
const scheduled: { english: string; ukrainian: string; at: number }[] = []

/** A first-time visitor's status for an address (no cookies, no redirects followed). */
const statusOf = async (path: string) => (await visit(siteUrl, path)).status

async function openDocumentMenu(page: Page, item: string) {
  const entry = page.locator('.popup-button-list__button:visible', { hasText: item })
  await expect(async () => {
    if (!(await entry.isVisible())) await page.locator('.doc-controls__dots').click()
    await expect(entry).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await entry.click()
}

test.describe('the English of a page, scheduled a minute later', { lock: everyRouteLock }, () => {
  for (const { language, browserLocale, slug, scheduledLabel } of scheduledPages)
    test(`in the ${language} admin, the English of a page is scheduled a minute later while its Ukrainian stays live`, async ({
      browser,
      request,
    }) => {
      const headers = auth(await adminToken(request))
      const found = await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0&limit=1`, { headers })
      const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
      const paths = { english: `/en/${slug}`, ukrainian: `/${slug}` }
      const offline = await request.post(`/api/pages/${id}/language?locale=en`, {
        headers,
        data: { action: 'withdraw' },
      })
      expect(offline.ok(), await offline.text()).toBe(true)
      await expect.poll(() => statusOf(paths.english)).toBe(404)

      const context = await browser.newContext({ locale: browserLocale })
      const page = await context.newPage()
      await signedIn(page, await ensureUser(request, `page-schedule.${language}.e2e@example.com`, ['editor']))
      await page.goto(`/admin/collections/pages/${id}`)
      // A minute from now, as the editor types it (their own time zone, to the second).
      const minuteLater = await page.evaluate(() => {
        const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000)
        const pad = (value: number) => String(value).padStart(2, '0')
        return {
          at: at.getTime(),
          typed: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
        }
      })
      await page.locator('select[name="languageScheduleLocale"]').selectOption('en')
      await page.locator('select[name="languageScheduleAction"]').selectOption('publish')
      await page.locator('input[name="languageScheduleAt"]').fill(minuteLater.typed)
      await page.locator('.language-schedule button').click()
      await expect(page.locator('.payload-toast-container')).toContainText(
        /Scheduled: English version|Заплановано: Англійська версія/,
      )
      await page.goto(`/admin/collections/pages?where[id][equals]=${id}`)
      await expect(page.locator('.collection-list tbody tr').first()).toContainText(scheduledLabel)
      await context.close()
      expect(await statusOf(paths.english)).toBe(404)
      expect(await statusOf(paths.ukrainian)).toBe(200)
      scheduled.push({ ...paths, at: minuteLater.at })
    })
})

for (const { language, browserLocale, unpublishEnglish, withdrawnLabel } of admins) {
  test(`in the ${language} admin, "${unpublishEnglish}" takes only the English of a post off the site, and publishing the English brings it back`, async ({
    browser,
    request,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const stamp = `${language}-${Date.now().toString(36)}`
    const { id, slugs } = await bilingualPost(request, stamp)
    const live = { english: 200, ukrainian: 200, ukrainianLinksEnglish: true, sitemap: true, feed: true, blog: true }
    expect(await publicView(playwright.request, slugs)).toEqual(live)

    const context = await browser.newContext({ locale: browserLocale })
    const page = await context.newPage()
    await signedIn(page, await ensureUser(request, `language-status.${language}.e2e@example.com`, ['editor']))
    await page.goto(`/admin/collections/posts/${id}?locale=uk`)
    await expect(page.locator('#field-title')).toHaveValue(`Мовна версія ${stamp}`)
    await openDocumentMenu(page, unpublishEnglish)
    await page.locator('#confirm-action').click()
    await expect(page.locator('.payload-toast-container')).toContainText(
      /Unpublished: English version|Знято з публікації: Англійська версія/,
    )

    const withdrawn = {
      english: 404,
      ukrainian: 200,
      ukrainianLinksEnglish: false,
      sitemap: false,
      feed: false,
      blog: false,
    }
    await expect.poll(() => publicView(playwright.request, slugs)).toEqual(withdrawn)
    // The list's column per language says so.
    await page.goto(`/admin/collections/posts?where[id][equals]=${id}`)
    await expect(page.locator('.collection-list tbody tr').first()).toContainText(withdrawnLabel)

    // Publishing the English version again (the editor works in English: "Publish changes").
    await page.goto(`/admin/collections/posts/${id}?locale=en`)
    await expect(page.locator('#field-title')).toHaveValue(`Language version ${stamp}`)
    await page.locator('#action-save').click()
    await expect(page.locator('.payload-toast-container')).toContainText(/success|успішно/i)
    await expect.poll(() => publicView(playwright.request, slugs)).toEqual(live)

    // The English withdrawn again by the jobs queue, at a time set in the sidebar (seconds ahead).
    const soon = await page.evaluate(() => {
      const at = new Date(Date.now() + 2000)
      const pad = (value: number) => String(value).padStart(2, '0')
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
    })
    await page.locator('select[name="languageScheduleLocale"]').selectOption('en')
    await page.locator('select[name="languageScheduleAction"]').selectOption('withdraw')
    await page.locator('input[name="languageScheduleAt"]').fill(soon)
    await page.locator('.language-schedule button').click()
    await expect(page.locator('.payload-toast-container')).toContainText(
      /Scheduled: English version|Заплановано: Англійська версія/,
    )
    await expect.poll(() => publicView(playwright.request, slugs), { timeout: 30_000 }).toEqual(withdrawn)
    await context.close()
  })
}

test.describe('the English of a page, scheduled a minute later', { lock: everyRouteLock }, () => {
  test('is published by the jobs queue at its minute, not before, the Ukrainian live all along', async () => {
    test.setTimeout(150_000)
    expect(scheduled).toHaveLength(scheduledPages.length)
    for (const { english, ukrainian, at } of scheduled) {
      const early: string[] = []
      const ukrainianDown: number[] = []
      await expect
        .poll(
          async () => {
            const [status, ukrainianStatus] = await Promise.all([statusOf(english), statusOf(ukrainian)])
            if (ukrainianStatus !== 200) ukrainianDown.push(ukrainianStatus)
            if (status === 200 && Date.now() < at) early.push(`${english} live ${at - Date.now()} ms early`)
            return status
          },
          { timeout: 120_000, intervals: [1000] },
        )
        .toBe(200)
      expect(early).toEqual([])
      expect(ukrainianDown).toEqual([])
    }
  })
})

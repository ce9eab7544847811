import type { Page } from '@playwright/test'

import { expect, hydrated, test } from '../support/site'

/**
 * SPEC §4, new builds: a page that learns of a newer deployment (the build-id endpoint answers
 * another id) makes its next navigation a full page load; at most once per path within 10 s.
 */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true))
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

/**
 * Makes the page ask for the build id now (as it does when it becomes visible) and waits for the
 * answer. After hydrated(): NewBuild listens by then.
 */
async function checkBuild(page: Page) {
  const answered = page.waitForResponse('**/api/build-id')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await answered
}

async function follow(page: Page, path: string) {
  await page.locator(`footer a[href="${path}"]`).first().click()
  await page.waitForURL(`**${path}`)
  await hydrated(page)
}

test('GET /api/build-id answers the server’s build id, never cached', async ({ request }) => {
  const response = await request.get('/api/build-id')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const { buildId } = (await response.json()) as { buildId: string }
  expect(buildId).toMatch(/^[\w-]{6,}$/)
})

test('without a new build, navigation stays client-side', async ({ page }) => {
  await page.goto('/about-us')
  await hydrated(page)
  await checkBuild(page)
  await markDocument(page)
  await follow(page, '/contacts')
  expect(await sameDocument(page)).toBe(true)
})

/** Records in the guard that `path` was loaded in full `ago` ms before now. */
async function loadedInFull(page: Page, path: string, ago: number) {
  await page.evaluate(
    ({ path, ago }) => {
      const record = JSON.parse(sessionStorage.getItem('build-reloads') ?? '{}') as Record<string, number>
      sessionStorage.setItem('build-reloads', JSON.stringify({ ...record, [path]: Date.now() - ago }))
    },
    { path, ago },
  )
}

test('after a new build is detected the next navigation is a full page load, at most once per path within 10 s', async ({
  page,
}) => {
  await page.route('**/api/build-id', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-deployment' }, headers: { 'cache-control': 'no-store' } }),
  )

  await page.goto('/about-us')
  await hydrated(page)
  await checkBuild(page)
  await markDocument(page)
  await follow(page, '/contacts')
  expect(await sameDocument(page), 'a full load to /contacts').toBe(false)
  const recorded = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('build-reloads') ?? '{}') as Record<string, number>,
  )
  expect(Date.now() - (recorded['/contacts'] ?? 0)).toBeLessThan(30_000)

  // Still behind the (simulated) new build, but /about-us was loaded in full 2 s ago: the
  // guard keeps this navigation in the page.
  await checkBuild(page)
  await loadedInFull(page, '/about-us', 2_000)
  await markDocument(page)
  await follow(page, '/about-us')
  expect(await sameDocument(page), 'the guard keeps /about-us client-side').toBe(true)

  // A full load of /contacts more than 10 s ago no longer holds the next one back.
  await loadedInFull(page, '/contacts', 10_500)
  await follow(page, '/contacts')
  expect(await sameDocument(page), 'a full load to /contacts after 10 s').toBe(false)
})

test('a chunk that fails to load also marks the page as behind the deployment', async ({ page }) => {
  await page.goto('/about-us')
  // hydrated() waits until NewBuild listens (a CI run fired the error before it did).
  await hydrated(page)
  await page.evaluate(() => {
    const error = new Error('Loading chunk 123 failed.')
    error.name = 'ChunkLoadError'
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
  })
  await markDocument(page)
  await follow(page, '/contacts')
  expect(await sameDocument(page)).toBe(false)
})

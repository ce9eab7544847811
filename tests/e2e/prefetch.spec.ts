import type { Request } from '@playwright/test'

import { expect, hydrated, test } from '../support/site'

/**
 * SPEC §4: page prefetches are skipped on Save-Data or 2G-class connections, and at most 4 run
 * at a time. Prefetches are Next's requests with the `Next-Router-Prefetch` header.
 */
test('on a normal connection pages are prefetched, never more than 4 at a time', async ({ page }) => {
  // Counted from the browser's own request events (in the order the browser reports them),
  // not from timers in the test, so a busy machine cannot blur the figure.
  const inFlight = new Set<Request>()
  let most = 0
  let total = 0
  const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1'
  page.on('request', (request) => {
    if (!isPrefetch(request)) return
    total += 1
    inFlight.add(request)
    most = Math.max(most, inFlight.size)
  })
  const done = (request: Request) => inFlight.delete(request)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  // Slow answers, so that prefetches would pile up without the limit.
  await page.route('**/*', async (route) => {
    if (!isPrefetch(route.request())) return route.fallback()
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.goto('/')
  await hydrated(page)
  // Bring the footer's many links into view.
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect.poll(() => total, { timeout: 15_000 }).toBeGreaterThan(4)
  await page.waitForTimeout(1500)
  expect(most).toBeGreaterThan(1)
  expect(most).toBeLessThanOrEqual(4)
})

for (const [name, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 2G connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`on ${name} no page is prefetched`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }) })
    }, connection)
    const prefetches: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'] === '1') prefetches.push(request.url())
    })
    await page.goto('/')
    await hydrated(page)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.locator('header a[href="/about-us"], header a[href="/blog"]').first().hover()
    await page.waitForTimeout(2000)
    expect(prefetches).toEqual([])
    // Navigation itself still works.
    await page.locator('footer a[href="/contacts"]').first().click()
    await page.waitForURL('**/contacts')
  })
}

test('prefetching the pages a page links to downloads none of their pictures', async ({ page }) => {
  // Desktop width: the hero picture is shown (and fetched) from 768 px up.
  await page.setViewportSize({ width: 1440, height: 900 })
  const pictures: string[] = []
  let prefetches = 0
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] === '1') prefetches += 1
    const url = new URL(request.url())
    if (url.pathname === '/_next/image') pictures.push(url.searchParams.get('url') ?? '')
  })
  await page.goto('/about-us')
  await hydrated(page)
  // The header links every main page; wait until the router has prefetched several of them.
  await expect.poll(() => prefetches, { timeout: 15_000 }).toBeGreaterThan(3)
  await page.waitForTimeout(1500)
  expect(pictures.length).toBeGreaterThan(0)
  expect(pictures.filter((picture) => !picture.includes('seed-about-'))).toEqual([])
})

import type { Request } from '@playwright/test'

import { expect, hydrated, test } from '../support/site'
import { pageSettled, trackPrefetches } from './support/settle'

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
  // Every prefetch the page asked for has been answered: the most in flight is final.
  await pageSettled(page)
  await expect.poll(() => inFlight.size, { timeout: 30_000 }).toBe(0)
  expect(most).toBeGreaterThan(1)
  expect(most).toBeLessThanOrEqual(4)
})

for (const [name, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 2G connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`on ${name} no page is prefetched`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
      })
    }, connection)
    const prefetches = trackPrefetches(page)
    await page.goto('/')
    await hydrated(page)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.locator('header a[href="/about-us"], header a[href="/blog"]').first().hover()
    // By now the links in view and under the pointer would have been asked for.
    await pageSettled(page)
    expect(prefetches.urls).toEqual([])
    // Navigation itself still works.
    await page.locator('footer a[href="/contacts"]').first().click()
    await page.waitForURL('**/contacts')
  })
}

test('prefetching the pages a page links to downloads none of their pictures', async ({ page }) => {
  // Desktop width: the hero picture is shown (and fetched) from 768 px up.
  await page.setViewportSize({ width: 1440, height: 900 })
  const pictures: string[] = []
  const prefetches = trackPrefetches(page)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/_next/image') pictures.push(url.searchParams.get('url') ?? '')
  })
  await page.goto('/about-us')
  await hydrated(page)
  // The header links every main page; wait until the router has prefetched several of them.
  await expect.poll(() => prefetches.total, { timeout: 15_000 }).toBeGreaterThan(3)
  // All of them answered and read, and what the page made of them asked of the network.
  await expect.poll(() => prefetches.inFlight.size, { timeout: 30_000 }).toBe(0)
  await pageSettled(page)
  expect(pictures.length).toBeGreaterThan(0)
  expect(pictures.filter((picture) => !picture.includes('seed-about-'))).toEqual([])
})

test('a link is prefetched whole: the click then opens the page in place from the router’s cache, with no request', async ({
  page,
}) => {
  // The router asks for the route's outline (a segment prefetch), then, for a whole prefetch, for
  // the page itself; a partial prefetch stops after the outline. Counted from the start: the
  // header's links are in view, so the whole prefetch can finish before the page counts as alive
  // (under load it did, and a count begun after hydrated() waited for it in vain).
  const isCareers = (request: Request) =>
    Boolean(request.headers().rsc) && new URL(request.url()).pathname === '/careers'
  let wholeFetched = 0
  page.on('requestfinished', (request) => {
    if (isCareers(request) && !request.headers()['next-router-segment-prefetch']) wholeFetched += 1
  })
  await page.goto('/')
  await hydrated(page)
  const link = page.locator('header a[href="/careers"]').first()
  await link.hover()
  await expect.poll(() => wholeFetched, { timeout: 30_000 }).toBeGreaterThan(0)
  const afterPrefetch: string[] = []
  page.on('request', (request) => {
    if (isCareers(request)) afterPrefetch.push(request.url())
  })
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  await link.click()
  await page.waitForURL('**/careers')
  await expect(page.locator('main h1').first()).toBeVisible()
  // Opened in place (no full load), from what the prefetch brought (no request for the page).
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  expect(afterPrefetch).toEqual([])
})

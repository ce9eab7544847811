import type { APIRequestContext, Page } from '@playwright/test'

import { expect, hydrated, test } from '../support/site'
import { adminToken } from './support/admin'

/**
 * SPEC §7: with an id in the site settings the pixel and the analytics tag load and record a
 * page view on start and after each page change. Their scripts are answered inside the browser
 * (page.route) by stand-ins that record the calls, so nothing leaves the machine.
 */
async function setAnalytics(
  request: APIRequestContext,
  analytics: { pixelId: string | null; analyticsId: string | null },
) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  // The global is saved whole (its required localized fields included), analytics changed.
  const current = (await (
    await request.get('/api/globals/site-settings?locale=uk&depth=0', { headers })
  ).json()) as Record<string, unknown>
  const response = await request.post('/api/globals/site-settings?locale=uk', {
    headers,
    data: { ...current, analytics },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

type Recorded = { pixelViews: number; pixelInit: string[]; analyticsViews: number }

async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const w = window as unknown as { __pixelCalls?: unknown[][]; dataLayer?: ArrayLike<unknown>[] }
    const calls = w.__pixelCalls ?? []
    const layer = (w.dataLayer ?? []).map((entry) => Array.from(entry))
    return {
      pixelViews: calls.filter((call) => call[0] === 'track' && call[1] === 'PageView').length,
      pixelInit: calls.filter((call) => call[0] === 'init').map((call) => String(call[1])),
      analyticsViews: layer.filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').length,
    }
  })
}

test.describe('analytics when configured', () => {
  test.afterEach(async ({ request }) => setAnalytics(request, { pixelId: null, analyticsId: null }))

  test('the pixel and the analytics tag record a page view on start and after a navigation', async ({
    page,
    request,
    baseURL,
  }) => {
    await setAnalytics(request, { pixelId: '1234567890', analyticsId: 'G-TEST123' })
    const scripts: string[] = []
    await page.route('https://connect.facebook.net/**', async (route) => {
      scripts.push(route.request().url())
      // Like fbevents.js: take over the stub's queue and handle later calls directly.
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__pixelCalls = []; fbq.callMethod = function () { window.__pixelCalls.push(Array.from(arguments)) }; fbq.queue.forEach(function (args) { fbq.callMethod.apply(null, args) });',
      })
    })
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      scripts.push(route.request().url())
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' })
    })
    const leaked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (
        url.host !== new URL(baseURL ?? '').host &&
        !/^(connect\.facebook\.net|www\.googletagmanager\.com)$/.test(url.host)
      )
        leaked.push(request.url())
    })
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })

    const response = await page.goto('/about-us')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/)
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    await hydrated(page)
    await expect.poll(async () => (await recorded(page)).pixelViews).toBe(1)
    expect(await recorded(page)).toMatchObject({ pixelInit: ['1234567890'], analyticsViews: 1 })
    expect(scripts.some((url) => url.includes('fbevents.js'))).toBe(true)
    expect(scripts.some((url) => url.includes('gtag/js?id=G-TEST123'))).toBe(true)

    // A client-side navigation (no reload): one more page view each.
    await page.locator('footer a[href="/contacts"]').first().click()
    await page.waitForURL('**/contacts')
    await expect.poll(async () => (await recorded(page)).pixelViews).toBe(2)
    expect((await recorded(page)).analyticsViews).toBe(2)
    expect(await page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true)
    expect(leaked).toEqual([])
    expect(violations).toEqual([])
  })

  test('without ids nothing is loaded and the CSP names no third-party script host', async ({ page, request }) => {
    await setAnalytics(request, { pixelId: null, analyticsId: null })
    const response = await page.goto('/about-us')
    expect(response?.headers()['content-security-policy']).not.toMatch(/facebook|googletagmanager/)
    await hydrated(page)
    expect(await page.evaluate(() => 'fbq' in window || 'dataLayer' in window)).toBe(false)
  })
})

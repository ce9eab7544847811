import { expect, hydrated, test } from '../support/site'

test.describe('services tabs via the query', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('?tab= selects the tab and an unknown value falls back to the first', async ({ page }) => {
    await page.goto('/services?tab=warranty')
    const tabs = page.getByTestId('service-tabs')
    await expect(tabs).toHaveAttribute('data-active', 'warranty')
    await expect(tabs.locator('[role="tab"][data-tab="warranty"]')).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.locator('[role="tabpanel"]:visible')).toHaveCount(1)
    await page.goto('/en/services?tab=no-such-tab')
    await expect(page.getByTestId('service-tabs')).toHaveAttribute('data-active', 'soft')
    await page.goto('/services')
    await expect(page.getByTestId('service-tabs')).toHaveAttribute('data-active', 'soft')
  })

  test('the page is served from the cache: the tab is chosen in the browser, not per request', async ({ request }) => {
    const first = await request.get('/services?tab=exchange')
    const second = await request.get('/services?tab=warranty')
    // One cacheable document for every ?tab= value: the first tab is the server-rendered default.
    expect(first.headers()['cache-control']).toMatch(/public/)
    expect(first.headers().etag).toBeTruthy()
    expect(second.headers().etag).toBe(first.headers().etag)
    // Answered by the front layer's cache, not rendered again for another ?tab=.
    expect(second.headers()['x-cache']).toBe('HIT')
    expect(await first.text()).toContain('data-active="soft"')
  })

  test('switching tabs updates the query without a reload', async ({ page }) => {
    await page.goto('/services')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
    await page.locator('[role="tab"][data-tab="service-center"]').click()
    await expect(page).toHaveURL(/\?tab=service-center/)
    await expect(page.getByTestId('service-tabs')).toHaveAttribute('data-active', 'service-center')
    await page.locator('[role="tab"][data-tab="service-center"]').press('ArrowLeft')
    await expect(page).toHaveURL(/\?tab=warranty/)
    await expect(page.locator('[role="tab"][data-tab="warranty"]')).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
  })

  test('a menu link to a service tab selects it and scrolls to #tabs', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page
      .locator('header nav li[data-open]')
      .filter({ has: page.locator('a[href="/services"]') })
      .hover()
    await page.locator('header nav a[href^="/services?tab=exchange"]').click()
    await expect(page.getByTestId('service-tabs')).toHaveAttribute('data-active', 'exchange')
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('tabs')!.getBoundingClientRect().top)))
      .toBe(150)
  })
})

test.describe('hash navigation', () => {
  // The smooth scroll a visitor without reduced motion gets (the suite's visitor asks for reduced motion).
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' })

  for (const anchor of ['used', 'quality', 'new']) {
    test(`/devices#${anchor} scrolls to the section leaving 150 px at the top`, async ({ page }) => {
      await page.goto(`/devices#${anchor}`)
      await expect
        .poll(
          () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), anchor),
          { timeout: 10_000 },
        )
        .toBe(150)
    })
  }

  test('an element that appears later is still found (retry every 200 ms)', async ({ page }) => {
    await page.goto('/devices')
    // hydrated() waits for the layout's HashScroll too: a hash set before it listened was lost
    // to Next's router, which writes its own address (without the hash) back once it starts.
    await hydrated(page)
    await page.evaluate(() => {
      window.location.hash = 'late-target'
      window.setTimeout(() => {
        const target = document.createElement('div')
        target.id = 'late-target'
        target.style.height = '40px'
        document.querySelector('footer')!.before(target)
      }, 1000)
    })
    await expect
      .poll(
        () =>
          page.evaluate(() => Math.round(document.getElementById('late-target')?.getBoundingClientRect().top ?? -1)),
        { timeout: 10_000 },
      )
      .toBe(150)
  })

  test('on the first load it waits for #preloader to disappear before scrolling', async ({ page }) => {
    await page.addInitScript(() => {
      // Counts the page's looks for the preloader: the site's scroll checks it every 200 ms.
      const find = document.getElementById.bind(document)
      const state = window as unknown as { preloaderLooks: number }
      state.preloaderLooks = 0
      document.getElementById = (id: string) => {
        if (id === 'preloader') state.preloaderLooks += 1
        return find(id)
      }
      document.addEventListener('DOMContentLoaded', () => {
        const preloader = document.createElement('div')
        preloader.id = 'preloader'
        document.body.append(preloader)
        ;(window as unknown as { removePreloader: () => void }).removePreloader = () => preloader.remove()
      })
    })
    await page.goto('/devices#new')
    // The browser's own jump to the fragment (smooth, and repeated while the page grows during
    // load) is undone until it stays undone; then the site's scroll must wait for the preloader.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    }).toPass({ timeout: 10_000 })
    // The site's scroll is waiting: it has looked for the preloader three times more (two of its
    // 200 ms waits) and found it each time, and has not scrolled.
    const looks = () => page.evaluate(() => (window as unknown as { preloaderLooks: number }).preloaderLooks)
    const seen = await looks()
    await expect.poll(looks, { timeout: 10_000 }).toBeGreaterThanOrEqual(seen + 3)
    expect(await page.evaluate(() => Boolean(document.getElementById('preloader')))).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => (window as unknown as { removePreloader: () => void }).removePreloader())
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('new')!.getBoundingClientRect().top)), {
        timeout: 10_000,
      })
      .toBe(150)
  })

  test('the scroll position is restored on back and forward', async ({ page }) => {
    await page.goto('/b2b')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800)
    const scrolled = await page.evaluate(() => window.scrollY)
    // A link followed without scrolling the page first (as a keyboard or a script would).
    await page
      .locator('footer a[href="/blog"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click())
    await expect(page).toHaveURL(/\/blog$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100)
    await page.goBack()
    await expect(page).toHaveURL(/\/b2b$/)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled)
  })
})

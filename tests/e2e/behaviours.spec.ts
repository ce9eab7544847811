import { expect, hydrated, test } from '../support/site'
import { codeSettled } from './support/settle'

test.describe('notifications and the loading overlay', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  async function failSend(page: import('@playwright/test').Page) {
    await page.route('**/api/landing/send-message', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await page.goto('/contacts')
    await hydrated(page)
    const form = page.getByTestId('contacts-page-form')
    await form.locator('input[name="company"]').fill('ТОВ «Тест»')
    await form.locator('input[name="name"]').fill('Олена')
    await form.locator('input[name="email"]').fill('olena@example.com')
    await form.locator('input[name="phone"]').fill('+380441234567')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Надіслати' }).click()
  }

  test('a notification closes by itself after 5000 ms', async ({ page }) => {
    await failSend(page)
    const notification = page.getByTestId('notification')
    await expect(notification).toBeVisible()
    const shown = Date.now()
    await expect(notification).toBeHidden({ timeout: 8000 })
    const lasted = Date.now() - shown
    expect(lasted).toBeGreaterThan(4000)
    expect(lasted).toBeLessThan(7000)
  })

  test('a notification closes with its close button', async ({ page }) => {
    await failSend(page)
    const notification = page.getByTestId('notification')
    await notification.getByRole('button', { name: 'Закрити сповіщення' }).click()
    await expect(notification).toBeHidden()
  })

  test('the overlay is grey, full-screen, has a spinner and a hidden "Loading..." and shows exactly while sending', async ({
    page,
  }) => {
    let release: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/landing/send-message', async (route) => {
      await answered
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":1}' })
    })
    await page.goto('/en/contacts')
    await hydrated(page)
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0)
    const form = page.getByTestId('contacts-page-form')
    await form.locator('input[name="company"]').fill('Acme')
    await form.locator('input[name="name"]').fill('Ann')
    await form.locator('input[name="email"]').fill('ann@example.com')
    await form.locator('input[name="phone"]').fill('+442079460000')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    const overlay = page.getByTestId('loading-overlay')
    await expect(overlay).toBeVisible()
    const box = (await overlay.boundingBox())!
    expect(box.width).toBe(1280)
    expect(box.height).toBe(900)
    expect(await overlay.evaluate((node) => getComputedStyle(node).backgroundColor)).toMatch(
      /rgba\(\d+, \d+, \d+, 0\.\d+\)|oklab|color-mix/,
    )
    await expect(overlay.locator('.spinner')).toBeVisible()
    await expect(overlay.locator('.sr-only')).toHaveText('Loading...')
    release()
    await expect(overlay).toHaveCount(0)
  })
})

test.describe('particles', () => {
  // Motion is what these tests are about (the suite's visitor asks for reduced motion).
  test.use({ reducedMotion: 'no-preference' })
  test('run from 1024 px: 200 particles at a 120 fps limit, loaded after the first paint', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(page.locator('#tsparticles canvas')).toHaveCount(1, { timeout: 15_000 })
    const particles = page.getByTestId('particles')
    await expect(particles).toHaveAttribute('data-count', '200')
    await expect(particles).toHaveAttribute('data-fps-limit', '120')
    await expect(particles).toHaveAttribute('data-particles', '200')
  })

  test('do not run below 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 })
    await page.goto('/')
    await hydrated(page)
    // The desktop effects' code (the cursor is on here) has arrived and run.
    await expect(page.getByTestId('custom-cursor')).toHaveCount(1)
    await codeSettled(page)
    await expect(page.locator('#tsparticles')).toHaveCount(0)
  })

  test('do not run under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    await hydrated(page)
    // The desktop effects' code has arrived and run (the cursor is off under reduced motion too).
    await codeSettled(page)
    await expect(page.locator('#tsparticles')).toHaveCount(0)
  })
})

test.describe('custom cursor', () => {
  test.use({ reducedMotion: 'no-preference' })
  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 } })
    test('is 20 px, and 40 px over interactive elements', async ({ page }) => {
      await page.goto('/b2b')
      await hydrated(page)
      const cursor = page.getByTestId('custom-cursor')
      await expect(cursor).toHaveCount(1)
      await page.mouse.move(640, 500)
      await page.mouse.move(641, 501)
      await expect.poll(async () => (await cursor.boundingBox())?.width).toBe(20)
      const link = page.locator('header nav a[href="/blog"]').first()
      const box = (await link.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await expect.poll(async () => (await cursor.boundingBox())?.width).toBe(40)
    })
  })
  test.describe('on a phone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    test('is off on mobile user agents and touch devices', async ({ page }) => {
      await page.goto('/b2b')
      await hydrated(page)
      // The desktop effects decide on hydration; their code would be fetched and mounted by now.
      await codeSettled(page)
      await expect(page.getByTestId('custom-cursor')).toHaveCount(0)
    })
  })
})

test.describe('media', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' })

  test('the home hero video is muted, looped, inline and has a poster', async ({ page }) => {
    await page.goto('/')
    const video = page.getByTestId('hero-video')
    await expect(video).toHaveCount(1)
    expect(
      await video.evaluate((node: HTMLVideoElement) => ({
        muted: node.muted,
        loop: node.loop,
        inline: node.playsInline,
        autoplay: node.autoplay,
        poster: Boolean(node.poster),
      })),
    ).toEqual({
      muted: true,
      loop: true,
      inline: true,
      autoplay: true,
      poster: true,
    })
  })

  test('under prefers-reduced-motion the hero shows the still image instead of the video', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByTestId('hero-video')).toHaveCount(0)
    const still = page.locator('[data-block="hero"] img').first()
    await expect(still).toBeVisible()
    expect(await still.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true)
  })

  test('on a phone the hero is its text on the gradient: no picture and no video are downloaded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const heroFiles: string[] = []
    page.on('request', (request) => {
      if (/seed-home-hero|hero-loop/.test(decodeURIComponent(request.url()))) heroFiles.push(request.url())
    })
    await page.goto('/')
    await hydrated(page)
    await expect(page.locator('[data-block="hero"] h1')).toBeVisible()
    await expect(page.getByTestId('hero-video')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(heroFiles).toEqual([])
    // From a tablet up the picture is back.
    await page.setViewportSize({ width: 1024, height: 768 })
    await expect
      .poll(() =>
        page
          .locator('[data-block="hero"] img')
          .first()
          .evaluate((node: HTMLImageElement) => node.currentSrc),
      )
      .toContain('seed-home-hero')
  })

  test('grade videos load from YouTube only after a click, from the privacy-enhanced host', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url())
    })
    await page.route(/youtube/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>video</body></html>' }),
    )
    await page.goto('/devices#quality')
    await hydrated(page)
    await expect(page.getByTestId('grade')).toHaveCount(6)
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await page.getByTestId('video-play').first().click()
    const frame = page.locator('[data-testid="grade"] iframe').first()
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0)
  })

  test('the grades show battery health and warranty from the CMS', async ({ page }) => {
    await page.goto('/en/devices')
    const grades = page.getByTestId('grade')
    await expect(grades).toHaveCount(6)
    await expect(grades.filter({ hasText: 'Like New' })).toContainText('95%')
    await expect(grades.filter({ hasText: 'Like New' })).toContainText('1 month')
    await expect(grades.last()).toContainText('70%')
    await expect(grades.last()).toContainText('7 days')
  })

  test('the footer lettering slides in letter by letter once 30% of it is visible', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const lettering = page.getByTestId('footer-lettering')
    await expect(lettering).toHaveAttribute('data-visible', 'false')
    const delays = await lettering
      .locator('.lettering-letter')
      .evaluateAll((nodes) => nodes.slice(0, 3).map((node) => getComputedStyle(node).transitionDelay))
    expect(delays[1]).toMatch(/^(0\.1s|100ms)/)
    await lettering.scrollIntoViewIfNeeded()
    await expect(lettering).toHaveAttribute('data-visible', 'true')
  })

  test('under prefers-reduced-motion the footer lettering appears whole, with no letter-by-letter delay', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await hydrated(page)
    const lettering = page.getByTestId('footer-lettering')
    const delays = await lettering
      .locator('.lettering-letter')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).transitionDelay))
    expect(new Set(delays)).toEqual(new Set(['0s']))
    await lettering.scrollIntoViewIfNeeded()
    await expect(lettering).toHaveAttribute('data-visible', 'true')
    await expect(lettering.locator('.lettering-letter').last()).toHaveCSS('opacity', '1')
  })
})

test.describe('theme', () => {
  test('light and dark follow the system by default, and the toggle persists', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await hydrated(page)
    const body = page.locator('body')
    await expect(body).toHaveCSS('background-color', 'rgb(7, 13, 12)')
    await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })
})

import {
  axeViolations,
  everyRoute,
  expect,
  expectNoAxeViolations,
  horizontalOverflow,
  hydrated,
  test,
} from '../support/site'

/** WCAG 2.2 AA with axe-core on every route in both languages, and the open menus and panel. */
test.describe('accessibility', () => {
  // Reduced motion: the decorative particles (aria-hidden) would only slow axe down on 2 cores.
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
  test.describe.configure({ timeout: 240_000 })

  // Every route, post and not-found page in both languages, before and after hydration, at 1440
  // and 390 px, with no third-party request: tests/e2e/crawlers-hydrated.spec.ts.

  test('open desktop dropdown, language list and contact panel have no axe violations', async ({ page }) => {
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/` || '/')
      await hydrated(page)
      await page.locator('header nav li[data-open]').first().hover()
      await expectNoAxeViolations(page, `${prefix} dropdown`)
      await page.getByTestId('language-switcher').click()
      await expectNoAxeViolations(page, `${prefix} language list`)
      await page.keyboard.press('Escape')
      await page.getByTestId('header-contact').click()
      await expect(page.getByTestId('contact-panel')).toBeVisible()
      await expectNoAxeViolations(page, `${prefix} contact panel`)
      await page
        .getByTestId('contact-panel')
        .getByRole('button', { name: /Надіслати|Send message/ })
        .click()
      await expect(page.locator('[data-field-error]').first()).toBeVisible()
      await expectNoAxeViolations(page, `${prefix} contact panel with errors`)
    }
  })

  test('the open mobile menu with a submenu expanded has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const prefix of ['', '/en']) {
      await page.goto(prefix || '/')
      await hydrated(page)
      await page.getByTestId('mobile-menu-button').click()
      await page.getByTestId('mobile-menu').locator('button[aria-expanded]').first().click()
      await expectNoAxeViolations(page, `${prefix} mobile menu`)
    }
  })

  test('the dark theme has no axe violations either', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    const violations: string[] = []
    for (const address of ['/', '/en/devices', '/services', '/en/careers', '/contacts', '/blog']) {
      await page.goto(address)
      await hydrated(page)
      violations.push(...(await axeViolations(page, `${address} (dark)`)))
    }
    expect(violations).toEqual([])
  })
})

test('no page scrolls sideways at 360, 768, 1280 and 1920 px', async ({ page }) => {
  test.setTimeout(400_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const overflowing: string[] = []
  for (const width of [360, 768, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [, address] of everyRoute) {
      await page.goto(address)
      await hydrated(page)
      const overflow = await horizontalOverflow(page)
      if (overflow > 0) overflowing.push(`${address} at ${width}px: ${overflow}px`)
    }
  }
  expect(overflowing).toEqual([])
})

test('every control is reachable by keyboard with a visible focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await hydrated(page)
  await page.keyboard.press('Tab')
  await expect(page.locator('.skip-link')).toBeFocused()
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null
      if (!active || active === document.body) return null
      const style = getComputedStyle(active)
      return { tag: active.tagName, outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 }
    })
    expect(outline?.outline, `focus ring on ${outline?.tag} at step ${step}`).toBe(true)
  }
})

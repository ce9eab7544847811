import { axeViolations, expect, expectNoAxeViolations, hydrated, test } from '../support/site'

// Every test here only reads: the two workers share them.
test.describe.configure({ mode: 'parallel' })

/** WCAG 2.2 AA with axe-core on every route in both languages, and the open menus and panel. */
test.describe('accessibility', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  test.describe.configure({ timeout: 240_000 })

  // Every route, post and not-found page in both languages, before and after hydration, at 1440
  // and 390 px, with no third-party request: tests/e2e/crawlers-hydrated.spec.ts.

  test('open desktop dropdown, language list and contact panel have no axe violations', async ({ page }) => {
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/` || '/')
      await hydrated(page)
      // Each panel checked once it is shown whole, as a visitor sees it (axe amid its opening
      // once found the links visible but their text not yet).
      await page.locator('header nav li[data-open]').first().hover()
      await expect(page.locator('#nav-sub-0')).toHaveCSS('opacity', '1')
      await expectNoAxeViolations(page, `${prefix} dropdown`)
      await page.getByTestId('language-switcher').click()
      await expect(page.locator('#nav-languages')).toHaveCSS('opacity', '1')
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

// No page scrolls sideways at 360, 768, 1280 or 1920 px: every address, in the same visit as its
// axe checks after hydration (tests/e2e/crawlers-hydrated.spec.ts).

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

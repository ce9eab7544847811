import { expect, test } from '@playwright/test'

/** ISSUE 2: the home page renders from the seeded CMS content in both languages. */
test('the home page renders in Ukrainian at / and in English at /en', async ({ page }) => {
  const uk = await page.goto('/')
  expect(uk?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  const ukHeading = (await page.locator('h1').first().innerText()).trim()
  expect(ukHeading).toMatch(/[А-ЯІЇЄҐа-яіїєґ]/)

  const en = await page.goto('/en')
  expect(en?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const enHeading = (await page.locator('h1').first().innerText()).trim()
  expect(enHeading).not.toMatch(/[А-ЯІЇЄҐа-яіїєґ]/)
  expect(enHeading).not.toBe(ukHeading)
})

import fs from 'node:fs'
import path from 'node:path'

import { everyRoute, expect, hydrated, test } from '../support/site'

/** Not a check but a record: every route in both languages at phone and desktop width, for people to look at. */
const outDir = path.join(process.cwd(), 'test-results', 'screenshots')
const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]

test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }))

for (const size of widths) {
  test(`screenshots of every route in both languages at ${size.width} px`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const [locale, address] of everyRoute) {
      await page.goto(address)
      await hydrated(page)
      // Sections below the first are painted only near the viewport (content-visibility: auto in
      // globals.css); a picture of the whole page needs every one of them painted.
      await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' })
      // Images are lazy: scroll through once so each is loaded in the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const name = `${locale}${address === '/' || address === '/en' ? '-home' : address.replace(/^\/en/, '').replace(/\//g, '-')}-${size.name}.png`
      const file = path.join(outDir, name)
      await page.screenshot({ path: file, fullPage: true })
      expect(fs.statSync(file).size).toBeGreaterThan(10_000)
    }
  })
}

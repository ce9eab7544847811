import fs from 'node:fs'
import path from 'node:path'

import { locales } from '@/i18n/locales'
import { expect, hydrated, routesIn, test } from '../support/site'

/**
 * A record for people to look at (every route in both languages at phone and desktop width),
 * checked to be what it says: each picture is the whole page at that width, with every picture
 * the visitor would see on it loaded.
 */
const outDir = path.join(process.cwd(), 'test-results', 'screenshots')
const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]

test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }))

/** The width and height a PNG file declares (its IHDR chunk). */
const pngSize = (file: Buffer) => ({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) })

// Four parts (each width in each language), each a test of its own, spread over the run's two
// workers; the two at 1440 px never at once (a lock): two whole-page pictures at 1440 px taken at
// once in the two workers once stalled Chromium past the time limit.
test.describe.configure({ mode: 'parallel' })

for (const size of widths)
  for (const language of locales)
    test(
      `screenshots of every route in ${language === 'uk' ? 'Ukrainian' : 'English'} at ${size.width} px: the whole page, its pictures loaded`,
      size.width > 1000 ? { lock: 'whole-page pictures at desktop width' } : {},
      async ({ page }) => {
        test.setTimeout(240_000)
        await page.setViewportSize({ width: size.width, height: size.height })
        for (const address of routesIn(language)) {
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
          // Every image shown on the page has arrived and decoded (a broken or never-loaded one would
          // not). A card scrolled out of sight sideways in a carousel is not shown (the full-page
          // picture cuts it off with its row) and, being lazy, loads only when the visitor swipes to it.
          const unloaded = () =>
            page.evaluate(() => {
              const outOfItsRow = (image: HTMLImageElement) => {
                const rect = image.getBoundingClientRect()
                for (let box = image.parentElement; box; box = box.parentElement) {
                  if (getComputedStyle(box).overflowX === 'visible') continue
                  const row = box.getBoundingClientRect()
                  if (rect.right <= row.left || rect.left >= row.right) return true
                }
                return false
              }
              return [...document.images]
                .filter((image) => image.checkVisibility() && !outOfItsRow(image))
                .filter((image) => !(image.complete && image.naturalWidth > 0))
                .map((image) => image.currentSrc || image.src)
            })
          await expect.poll(unloaded, { message: address, timeout: 30_000 }).toEqual([])
          const name = `${language}${address === '/' || address === '/en' ? '-home' : address.replace(/^\/en/, '').replace(/\//g, '-')}-${size.name}.png`
          const file = path.join(outDir, name)
          const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
          const picture = pngSize(await page.screenshot({ path: file, fullPage: true }))
          expect(picture.width, address).toBe(size.width)
          expect(
            Math.abs(picture.height - pageHeight),
            `${address}: ${picture.height} px of ${pageHeight}`,
          ).toBeLessThanOrEqual(1)
        }
      },
    )

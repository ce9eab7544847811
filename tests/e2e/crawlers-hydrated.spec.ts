import { axeViolations, expect, horizontalOverflow, hydrated, test } from '../support/site'
import { addressesToCheck, parts, visitorContext, widths, type Address } from './support/crawl'

/**
 * ISSUE 23, part 3: every page once its scripts have run: axe-core (WCAG 2.0, 2.1, 2.2, A and
 * AA) at 390 and 1440 px, no sideways scrolling from 360 to 1920 px, and no request to a
 * third-party host (no analytics configured).
 */
// The addresses in three parts, each a test of its own (its own time limit, and the parts spread
// over the run's workers); together they are every address.
test.describe.configure({ mode: 'parallel', timeout: 300_000 })

/** The widths no page may scroll sideways at (a phone to a wide desktop). */
const overflowWidths = [360, 768, 1280, 1920]
/**
 * Every width a page is looked at, narrowest first: each address is loaded once and the window
 * widened through them (a phone turned, a window dragged wider), as a load at each width would
 * check it, with one load instead of six.
 */
const sweep = [...new Set([...overflowWidths, ...widths.map((width) => width.width)])].sort((a, b) => a - b)

let addresses: Address[] = []
test.beforeAll(async ({ baseURL }) => {
  addresses = await addressesToCheck(baseURL!)
})

for (const part of parts)
  test(`every page passes axe after hydration at 1440 and 390 px, scrolls sideways at none of ${overflowWidths.join(', ')} px, and asks no third-party host (${part.name})`, async ({
    browser,
  }) => {
    const context = await visitorContext(browser, true)
    const thirdParty: string[] = []
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && !/^(data|blob):/.test(url.protocol))
        thirdParty.push(request.url())
    })
    const page = await context.newPage()
    const violations: string[] = []
    const overflowing: string[] = []
    for (const address of part.of(addresses)) {
      // A first visit (a stored language would send an unprefixed address elsewhere).
      await context.clearCookies()
      await page.setViewportSize({ width: sweep[0]!, height: 900 })
      const response = await page.goto(address.path)
      expect(response?.status(), address.path).toBe(address.status)
      await hydrated(page)
      for (const width of sweep) {
        const axeWidth = widths.find((each) => each.width === width)
        await page.setViewportSize({ width, height: axeWidth?.height ?? 900 })
        if (overflowWidths.includes(width)) {
          const overflow = await horizontalOverflow(page)
          if (overflow > 0) overflowing.push(`${address.path} at ${width}px: ${overflow}px`)
        }
        if (axeWidth) violations.push(...(await axeViolations(page, `${address.path} hydrated at ${width}px`)))
      }
    }
    await context.close()
    expect(violations).toEqual([])
    expect(overflowing).toEqual([])
    expect(thirdParty).toEqual([])
  })

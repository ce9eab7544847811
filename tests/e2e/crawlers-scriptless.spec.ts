import { axeViolations, expect, test } from '../support/site'
import {
  addressesToCheck,
  checkAtEachWidth,
  parts,
  picturesSettled,
  visitorContext,
  wholeWithoutScripts,
  type Address,
} from './support/crawl'

/**
 * ISSUE 23, part 2: every page as it arrives, before any script of its own has run, at 390 and
 * 1440 px: whole with JavaScript off in Chromium, and axe-core (WCAG 2.0, 2.1, 2.2, A and AA).
 * axe cannot run in a context with JavaScript off (its own timers never fire), so "as it arrives"
 * is the page with every script of its own refused by a Content-Security-Policy: the same
 * document, parsed and styled, with nothing of the page's code run.
 */
// The addresses in three parts, each a test of its own (its own time limit, and the parts spread
// over the run's workers); together they are every address.
test.describe.configure({ mode: 'parallel', timeout: 300_000 })

let addresses: Address[] = []
test.beforeAll(async ({ baseURL }) => {
  addresses = await addressesToCheck(baseURL!)
})

for (const part of parts)
  test(`every page is whole without scripts at 1440 and 390 px: language, title, heading, text, pictures, menu, footer (${part.name})`, async ({
    browser,
  }) => {
    const context = await visitorContext(browser, false)
    const page = await context.newPage()
    const problems = await checkAtEachWidth(context, page, part.of(addresses), async (address, width) => {
      // A new width may choose another source of a picture, which the server may be resizing for
      // the first time on a busy machine, beside the link crawl asking for every width of every
      // picture (CI once took over 5 s): give it up to 45 s to arrive and decode. A broken one is
      // complete at once (with no width) and is reported without waiting.
      await expect
        .poll(() => picturesSettled(page), { timeout: 45_000 })
        .toBe(true)
        .catch(() => undefined)
      return wholeWithoutScripts(page, address, width)
    })
    await context.close()
    expect(problems).toEqual([])
  })

for (const part of parts)
  test(`every page passes axe as it arrives (its scripts refused), at 1440 and 390 px (${part.name})`, async ({
    browser,
  }) => {
    const arriving = await visitorContext(browser, true)
    await arriving.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" },
      })
    })
    const page = await arriving.newPage()
    const violations = await checkAtEachWidth(arriving, page, part.of(addresses), (address, width) =>
      axeViolations(page, `${address.path} as it arrives at ${width.width}px`),
    )
    await arriving.close()
    expect(violations).toEqual([])
  })

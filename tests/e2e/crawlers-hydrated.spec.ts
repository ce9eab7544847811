import { axeViolations, expect, hydrated, test } from '../support/site'
import { addressesToCheck, checkAtEachWidth, parts, visitorContext, type Address } from './support/crawl'

/**
 * ISSUE 23, part 3: every page once its scripts have run, at 390 and 1440 px: axe-core (WCAG 2.0,
 * 2.1, 2.2, A and AA), and no request to a third-party host (no analytics configured).
 */
// The addresses in three parts, each a test of its own (its own time limit, and the parts spread
// over the run's workers); together they are every address.
test.describe.configure({ mode: 'parallel', timeout: 300_000 })

let addresses: Address[] = []
test.beforeAll(async ({ baseURL }) => {
  addresses = await addressesToCheck(baseURL!)
})

for (const part of parts)
  test(`every page passes axe after hydration, at 1440 and 390 px, and asks no third-party host (${part.name})`, async ({
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
    const violations = await checkAtEachWidth(
      context,
      page,
      part.of(addresses),
      (address, width) => axeViolations(page, `${address.path} hydrated at ${width.width}px`),
      () => hydrated(page),
    )
    await context.close()
    expect(violations).toEqual([])
    expect(thirdParty).toEqual([])
  })

import { localizedPath } from '@/i18n/locales'
import { expect, test } from '../support/site'
import {
  addressesToCheck,
  brokenLinks,
  notFoundAddresses,
  visit,
  visitorContext,
  w3cErrors,
  widths,
  type Address,
} from './support/crawl'

/**
 * ISSUE 23: what crawlers, validators and visitors without scripts see, part 1: the HTML as a
 * visitor's browser receives it, for every address of the sitemap in both languages, the blog's
 * later pages and the not-found pages (W3C Nu Html Checker), every link of the site (a crawl),
 * the not-found page, and the language switcher without scripts. Parts 2 and 3 (the pages
 * rendered, scripts off and hydrated): crawlers-scriptless.spec.ts, crawlers-hydrated.spec.ts.
 */
// Each check a test of its own, spread over the run's workers (the W3C checker and the link crawl
// are the long ones); each worker reads the addresses once.
test.describe.configure({ mode: 'parallel', timeout: 300_000 })

let addresses: Address[] = []
test.beforeAll(async ({ baseURL }) => {
  addresses = await addressesToCheck(baseURL!)
})

test('the checked addresses are the whole sitemap in both languages, the blog’s later pages and both not-found pages', () => {
  const paths = addresses.map((address) => address.path)
  expect(paths).toContain('/')
  expect(paths).toContain('/en')
  expect(paths).toContain('/blog/page/2')
  for (const path of notFoundAddresses) expect(paths).toContain(path)
  expect(
    paths.filter((path) => path.startsWith('/en/blog/') && !path.startsWith('/en/blog/page')).length,
  ).toBeGreaterThan(3)
  expect(paths.filter((path) => path.startsWith('/blog/') && !path.startsWith('/blog/page')).length).toBeGreaterThan(3)
})

test('every page validates in the W3C Nu Html Checker as a visitor’s browser receives it', async ({ baseURL }) => {
  const documents = []
  for (const address of addresses) {
    const response = await visit(baseURL!, address.path)
    expect(response.status, address.path).toBe(address.status)
    expect(response.headers['content-type'], address.path).toContain('text/html')
    documents.push({ address: address.path, html: response.text })
  }
  expect(w3cErrors(documents)).toEqual([])
})

test('a crawl of both languages from / and /en, following every link, picture, stylesheet and script, finds nothing broken', async ({
  baseURL,
}) => {
  const { checked, broken } = await brokenLinks(baseURL!, ['/', '/en'])
  expect(broken).toEqual([])
  // The language switcher's links are among them: each page's counterpart, or the closest page that exists.
  expect(checked).toBeGreaterThan(200)
})

test('without scripts the desktop menu’s dropdowns open on hover and the language switcher leads to the page’s counterpart', async ({
  browser,
  baseURL,
}) => {
  const context = await visitorContext(browser, false)
  const page = await context.newPage()
  const post = addresses.find(
    (address) => /^\/blog\/[^/]+$/.test(address.path) && !address.path.startsWith('/blog/page'),
  )!
  await page.setViewportSize(widths.find((width) => width.name === 'desktop')!)
  await page.goto(post.path)
  await page.getByTestId('language-switcher').hover()
  const english = page.locator('#nav-languages a[hreflang="en"]')
  await expect(english).toBeVisible()
  const target = await english.getAttribute('href')
  expect(target).toMatch(/^\/en\/blog(\/|$)/)
  await english.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  expect((await visit(baseURL!, target!)).status).toBe(200)
  await context.close()
})

test('the not-found page is in the language of its address, whole in the HTML, with status 404', async ({
  baseURL,
}) => {
  for (const [path, heading, button, lang] of [
    ['/no-such-page-x', 'Сторінку не знайдено', 'На головну', 'uk'],
    ['/en/no/such/page', 'Page not found', 'Back to Home', 'en'],
  ] as const) {
    const response = await visit(baseURL!, path)
    expect(response.status).toBe(404)
    const html = response.text
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).toMatch(new RegExp(`<title>Ooops! ${heading}</title>`))
    expect(html).toContain('>Ooops!</h1>')
    expect(html).toContain(button)
    expect(html).toContain(`href="${localizedPath(lang, '/')}"`)
  }
})

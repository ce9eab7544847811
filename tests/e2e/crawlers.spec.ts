import type { Browser, BrowserContext, Page } from '@playwright/test'

import { localizedPath } from '@/i18n/locales'
import { axeViolations, expect, hydrated, test } from '../support/site'
import {
  addressesToCheck,
  brokenLinks,
  notFoundAddresses,
  visit,
  visitorAgent,
  w3cErrors,
  type Address,
} from './support/crawl'

/**
 * ISSUE 23: what crawlers, validators and visitors without scripts see. Every address of the
 * sitemap in both languages, the blog's later pages and the not-found pages, as the HTML arrives
 * (a visitor's Chrome, or scripts off) and after hydration, at a desktop and a phone width.
 */
// The phone first: a page opened there and widened fetches the desktop's pictures as a desktop
// would, where one narrowed after loading kept its blank phone pixel undecoded (scripts off).
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

test.describe.configure({ timeout: 300_000 })

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
    expect(response.headers.get('content-type'), address.path).toContain('text/html')
    documents.push({ address: address.path, html: await response.text() })
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

/** A context as a visitor's browser: scripts on or off, in Ukrainian, at the first width. */
async function visitorContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({
    javaScriptEnabled,
    userAgent: visitorAgent,
    locale: 'uk-UA',
    viewport: { width: widths[0].width, height: widths[0].height },
    reducedMotion: 'reduce',
  })
}

/** What must be on screen without scripts: the page's language and title, its heading, text, pictures, menu and footer. */
async function wholeWithoutScripts(page: Page, address: Address, width: (typeof widths)[number]): Promise<string[]> {
  const problems: string[] = []
  const where = `${address.path} at ${width.width}px without scripts`
  const state = await page.evaluate(() => {
    const visible = (element: Element | null) => {
      if (!element) return false
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0
    }
    const headings = [...document.querySelectorAll('h1')].filter(visible)
    // A picture a narrower screen leaves out is a hidden blank pixel (MediaImage's `media`).
    const images = [...document.images].filter(visible)
    return {
      lang: document.documentElement.lang,
      title: document.title.trim(),
      headings: headings.map((heading) => heading.textContent?.trim() ?? ''),
      text: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim().length ?? 0,
      brokenImages: images
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
      menuLinks: [...document.querySelectorAll('header nav a[href]')].filter(visible).length,
      footerLinks: [...document.querySelectorAll('footer a[href]')].filter(visible).length,
      footerLettering: visible(document.querySelector('[data-testid="footer-lettering"] span')),
      // React's outlined boundaries: content left at the end of the page for a script to move.
      leftForScripts: [...document.querySelectorAll('[hidden][id^="S:"], template[id^="B:"]')].length,
      forms: [...document.querySelectorAll('main form')].filter(visible).length,
      formsInHtml: document.querySelectorAll('main form, [hidden][id^="S:"] form').length,
      homeButton: [...document.querySelectorAll('main a[href]')].some(
        (link) => visible(link) && link.getAttribute('href') === (document.documentElement.lang === 'en' ? '/en' : '/'),
      ),
    }
  })
  if (state.lang !== address.locale) problems.push(`${where}: lang "${state.lang}"`)
  if (!state.title) problems.push(`${where}: no title`)
  if (state.headings.length !== 1 || !state.headings[0])
    problems.push(`${where}: headings ${JSON.stringify(state.headings)}`)
  if (state.text < 60) problems.push(`${where}: main has ${state.text} characters`)
  if (state.brokenImages.length) problems.push(`${where}: pictures not shown ${state.brokenImages.join(', ')}`)
  // The desktop menu's links; on a phone the menu needs scripts to open, as the issue allows.
  if (width.width >= 1024 && state.menuLinks < 3) problems.push(`${where}: ${state.menuLinks} menu links`)
  if (state.footerLinks < 10) problems.push(`${where}: ${state.footerLinks} footer links`)
  if (!state.footerLettering) problems.push(`${where}: the footer's lettering is hidden`)
  if (state.leftForScripts)
    problems.push(`${where}: ${state.leftForScripts} parts wait for a script to be put in place`)
  if (state.forms !== state.formsInHtml) problems.push(`${where}: ${state.formsInHtml - state.forms} forms not shown`)
  if (address.status === 404 && !state.homeButton) problems.push(`${where}: no button back to the home page`)
  return problems
}

test('every page is whole without scripts at 1440 and 390 px: language, title, heading, text, pictures, menu, footer', async ({
  browser,
}) => {
  const context = await visitorContext(browser, false)
  const page = await context.newPage()
  const problems: string[] = []
  for (const address of addresses) {
    // Each address as a first visit: a stored language would send an unprefixed one elsewhere.
    await context.clearCookies()
    await page.setViewportSize(widths[0])
    const response = await page.goto(address.path)
    expect(response?.status(), address.path).toBe(address.status)
    for (const width of widths) {
      await page.setViewportSize(width)
      // A new width may choose another source of a picture: give it up to 5 s to arrive and decode.
      await expect
        .poll(
          () => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)),
          {
            timeout: 5_000,
          },
        )
        .toBe(true)
        .catch(() => undefined)
      problems.push(...(await wholeWithoutScripts(page, address, width)))
    }
  }
  await context.close()
  expect(problems).toEqual([])
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

/**
 * axe-core (WCAG 2.0, 2.1, 2.2, A and AA) on the HTML as it arrives and again after hydration. axe
 * cannot run in a context with JavaScript off (its own timers never fire), so "as it arrives" is
 * the page with every script of its own refused by a Content-Security-Policy: the same document,
 * parsed and styled, with nothing of the page's code run.
 */
test('every page passes axe as it arrives (its scripts refused) and after hydration, at 1440 and 390 px, and asks no third-party host', async ({
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
  const hydrating = await visitorContext(browser, true)
  // ISSUE 3: no page asks a third-party host for anything (no analytics configured).
  const thirdParty: string[] = []
  hydrating.on('request', (request) => {
    const url = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !/^(data|blob):/.test(url.protocol))
      thirdParty.push(request.url())
  })
  const violations: string[] = []
  // The two states take turns with nothing: each is its own browser process's work.
  const audit = async (context: BrowserContext, state: 'as it arrives' | 'hydrated') => {
    const page = await context.newPage()
    for (const address of addresses) {
      await context.clearCookies()
      await page.setViewportSize(widths[0])
      const response = await page.goto(address.path)
      expect(response?.status(), address.path).toBe(address.status)
      if (state === 'hydrated') await hydrated(page)
      for (const width of widths) {
        await page.setViewportSize(width)
        violations.push(...(await axeViolations(page, `${address.path} ${state} at ${width.width}px`)))
      }
    }
  }
  await Promise.all([audit(arriving, 'as it arrives'), audit(hydrating, 'hydrated')])
  await Promise.all([arriving.close(), hydrating.close()])
  expect(violations).toEqual([])
  expect(thirdParty).toEqual([])
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
    const html = await response.text()
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).toMatch(new RegExp(`<title>Ooops! ${heading}</title>`))
    expect(html).toContain('>Ooops!</h1>')
    expect(html).toContain(button)
    expect(html).toContain(`href="${localizedPath(lang, '/')}"`)
  }
})

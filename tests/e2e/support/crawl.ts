import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { LinkChecker } from 'linkinator'

import { addressLocale } from '@/i18n/localeDecision'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { httpRequest, type HttpAnswer } from '../../support/http'

/**
 * What crawlers, validators and visitors without scripts meet (ISSUE 23), with tools nobody on
 * this project wrote: the W3C Nu Html Checker (vnu-jar, on Debian's Java) and linkinator.
 */

/** A visitor's Chrome: to `isbot`, HeadlessChrome and Node's own agent are crawlers (bare 404s). */
export const visitorAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A first visit by a visitor's browser: no cookie (a stored language would redirect), redirects not followed. */
export function visit(origin: string, path: string): Promise<HttpAnswer> {
  return httpRequest(`${origin}${path}`, { headers: { 'user-agent': visitorAgent } })
}

/** The two not-found addresses the issue names: one unprefixed, one English and deep. */
export const notFoundAddresses = ['/no-such-page-x', '/en/no/such/page']

export type Address = { path: string; locale: Locale; status: number }

/**
 * Every address to check: each page and post of the sitemap in each language it lists (its
 * <loc> and its hreflang alternates), the blog's later list pages while they exist, and the
 * not-found pages. Read from the running site, not from a list in the test.
 */
export async function addressesToCheck(origin: string): Promise<Address[]> {
  const sitemap = (await visit(origin, '/sitemap.xml')).text
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? '')
  const paths = new Set(urls.map((url) => new URL(url).pathname))
  for (const locale of ['', '/en']) {
    for (let page = 2; ; page++) {
      const response = await visit(origin, `${locale}/blog/page/${page}`)
      if (response.status !== 200) break
      paths.add(`${locale}/blog/page/${page}`)
    }
  }
  const pages = [...paths].map((path) => ({ path, locale: addressLocale(path) ?? defaultLocale, status: 200 }))
  const missing = notFoundAddresses.map((path) => ({ path, locale: addressLocale(path) ?? defaultLocale, status: 404 }))
  return [...pages, ...missing]
}

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

/**
 * The W3C checker's errors in each document, as `address: line: message`. Its CSS module is left
 * out: it cannot read Tailwind 4's at-rules (`@property`, `@layer` inside `@media`) and newer
 * properties (`margin-trim`), which are valid CSS browsers read (README: Test it).
 */
export function w3cErrors(documents: { address: string; html: string }[]): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-vnu-'))
  try {
    const files = documents.map((document, index) => {
      const file = path.join(folder, `${index}.html`)
      fs.writeFileSync(file, document.html)
      return file
    })
    const run = spawnSync(
      'java',
      [
        '-jar',
        vnuJar,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        '--filterpattern',
        '.*CSS: .*',
        ...files,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    if (run.error || run.status !== 0) throw new Error(`vnu did not run: ${run.error?.message ?? run.stderr}`)
    const report = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[]
    }
    return report.messages.map((message) => {
      const index = Number(path.basename(message.url ?? '').replace('.html', ''))
      const address = documents[index]?.address ?? message.url
      return `${address}:${message.lastLine ?? '?'}: ${message.message} — ${(message.extract ?? '').trim().slice(0, 120)}`
    })
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * A crawl of the site from the given addresses, following every <a>, <img> (and its srcset),
 * <link> and <script> of this origin, recursively, as a visitor's browser asks for them: the
 * broken ones (4xx, 5xx, no answer) as `address (status) ← the page linking to it`.
 */
export async function brokenLinks(origin: string, starts: string[]): Promise<{ checked: number; broken: string[] }> {
  const checker = new LinkChecker()
  const result = await checker.check({
    path: starts.map((start) => `${origin}${start}`),
    recurse: true,
    // Another origin (the social links, YouTube) is not the site's to answer, and this machine has no internet.
    linksToSkip: [`^(?!${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$))`],
    headers: { 'user-agent': visitorAgent, 'accept-language': 'uk' },
    concurrency: 4,
    // A picture's first resize happens now (the crawl asks for every width of every srcset).
    timeout: 120_000,
  })
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (${link.status ?? 'no answer'}) ← ${link.parent ?? 'start'}`)
  return { checked: result.links.length, broken }
}

/**
 * The widths every page is checked at. The phone first: a page opened there and widened fetches
 * the desktop's pictures as a desktop would, where one narrowed after loading kept its blank phone
 * pixel undecoded (scripts off).
 */
export const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const
export type Width = (typeof widths)[number]

/** A context as a visitor's browser: scripts on or off, in Ukrainian, at the first width. */
export async function visitorContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({
    javaScriptEnabled,
    userAgent: visitorAgent,
    locale: 'uk-UA',
    viewport: { width: widths[0].width, height: widths[0].height },
    reducedMotion: 'reduce',
  })
}

/**
 * Every picture has arrived for this width: each image complete, and no <picture> still on its
 * phone's blank pixel where its source's media matches (the switch starts a moment after a
 * resize; until then the blank pixel, already complete, is what it shows).
 */
export function picturesSettled(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.images].every(
      (image) =>
        image.complete &&
        !(
          image.currentSrc.startsWith('data:') &&
          [...(image.parentElement?.querySelectorAll('source[media]') ?? [])].some(
            (source) => window.matchMedia((source as HTMLSourceElement).media).matches,
          )
        ),
    ),
  )
}

/** What must be on screen without scripts: the page's language and title, its heading, text, pictures, menu and footer. */
export async function wholeWithoutScripts(page: Page, address: Address, width: Width): Promise<string[]> {
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
      // Broken, or a <picture> still on its blank pixel where its source's media matches.
      brokenImages: images
        .filter(
          (image) =>
            !image.complete ||
            image.naturalWidth === 0 ||
            (image.currentSrc.startsWith('data:') &&
              [...(image.parentElement?.querySelectorAll('source[media]') ?? [])].some(
                (source) => window.matchMedia((source as HTMLSourceElement).media).matches,
              )),
        )
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

/** The checked addresses in three parts (every third address, from the first, second and third). */
export const parts = [0, 1, 2].map((index) => ({
  name: `part ${index + 1} of 3`,
  of: <T>(list: T[]) => list.filter((_, position) => position % 3 === index),
}))

/**
 * Each address as a first visit (cookies cleared: a stored language would send an unprefixed
 * one elsewhere), opened at the first width with its expected status; `ready` once it has
 * loaded, then `check` at every width. What the checks found, together.
 */
export async function checkAtEachWidth(
  context: BrowserContext,
  page: Page,
  addresses: Address[],
  check: (address: Address, width: Width) => Promise<string[]>,
  ready: () => Promise<unknown> = async () => undefined,
): Promise<string[]> {
  const found: string[] = []
  for (const address of addresses) {
    await context.clearCookies()
    await page.setViewportSize(widths[0])
    const response = await page.goto(address.path)
    expect(response?.status(), address.path).toBe(address.status)
    await ready()
    for (const width of widths) {
      await page.setViewportSize(width)
      found.push(...(await check(address, width)))
    }
  }
  return found
}

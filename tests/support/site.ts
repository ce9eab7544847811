import fs from 'node:fs'
import { createRequire } from 'node:module'

import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

import { localizedPath, locales, type Locale } from '@/i18n/locales'
import { pagePath, pageSlugs } from '@/lib/routes'

/**
 * Shared helpers of the public-site end-to-end tests. The browser asks for Ukrainian first, so
 * unprefixed addresses stay Ukrainian (an English browser would be sent to /en on a first visit).
 */
export const test = base.extend({
  locale: async ({}, use) => use('uk-UA'),
})
export { expect }

export const routePaths = pageSlugs.map(pagePath)

/** Every public route in both languages, as [locale, address]. */
export const everyRoute: [Locale, string][] = locales.flatMap((locale) =>
  routePaths.map((path): [Locale, string] => [locale, localizedPath(locale, path)]),
)

/**
 * The Playwright lock (test details' `lock`) of the tests that read every route in both
 * languages, and of those that take a route's English offline for a while: never at once.
 */
export const everyRouteLock = 'every route in both languages'

/** Every public route in one language, as addresses. */
export const routesIn = (locale: Locale): string[] => routePaths.map((path) => localizedPath(locale, path))

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core violations of the page as short lines: rule, count, first element, its message. axe
 * is put into the page once per document (its 0.5 MB source takes 130–470 ms to evaluate) and
 * asked for violations only; a page's second width reuses it.
 */
export async function axeViolations(page: Page, context = ''): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const options: RunOptions = { runOnly: { type: 'tag', values: axeTags }, resultTypes: ['violations'] }
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  )
  return results.violations.map((violation) => {
    const node = violation.nodes[0]
    return `${context} ${violation.id} ×${violation.nodes.length}: ${node?.target.join(' ')} — ${node?.failureSummary?.split('\n')[1]?.trim() ?? ''}`
  })
}

export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  expect(await axeViolations(page, context), `axe violations${context ? ` on ${context}` : ''}`).toEqual([])
}

type PostDoc = { id: number; slug?: string | null; title?: string | null }

/** Published posts as the public REST API lists them in one language, oldest first (the seeded ones). */
export async function listPosts(request: APIRequestContext, locale: Locale): Promise<PostDoc[]> {
  const response = await request.get(`/api/posts?locale=${locale}&fallback-locale=none&limit=100&depth=0&sort=id`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { docs: PostDoc[] }
  return body.docs
}

/**
 * A seeded post translated into both languages: its id and its slug in each. The oldest such
 * post, never one another test has just made and may be withdrawing (the e2e lanes run side by side).
 */
export async function bilingualPost(request: APIRequestContext): Promise<{ id: number; uk: string; en: string }> {
  const [uk, en] = await Promise.all([listPosts(request, 'uk'), listPosts(request, 'en')])
  for (const post of uk) {
    const english = en.find((item) => item.id === post.id)
    if (post.slug && post.title && english?.slug && english.title)
      return { id: post.id, uk: post.slug, en: english.slug }
  }
  throw new Error('the seed has no post in both languages')
}

/** Pages that scroll sideways have content wider than the window. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** Waits until React has attached its handlers to the element that `selector` finds. */
export async function reactAttached(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps')))
  }, selector)
}

/** Waits until something listens for `type` events on `target` (through Chromium's DevTools protocol). */
async function listening(page: Page, target: 'window' | 'document', type: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await expect
      .poll(async () => {
        const { result } = await cdp.send('Runtime.evaluate', { expression: target })
        const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })
        return listeners.some((listener) => listener.type === type)
      })
      .toBe(true)
  } finally {
    await cdp.detach()
  }
}

/**
 * Waits until the page is alive as a visitor meets it: loaded, the header's handlers attached,
 * and the layout's last client component, NewBuild, listening (the only code that listens for
 * the document's `visibilitychange`). The header comes alive up to ~200 ms before the layout's
 * later components (SiteLinks, HashScroll, NewBuild) run their effects, in that order, in one
 * commit; a test that acted in between met a page only half there (a hash lost to Next's
 * router, a chunk error fired into nothing: two CI failures).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete')
  await reactAttached(page, '[data-testid="theme-toggle"]')
  await listening(page, 'document', 'visibilitychange')
}

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { LinkChecker } from 'linkinator'

import { addressLocale } from '@/i18n/localeDecision'
import { defaultLocale, type Locale } from '@/i18n/locales'

/**
 * What crawlers, validators and visitors without scripts meet (ISSUE 23), with tools nobody on
 * this project wrote: the W3C Nu Html Checker (vnu-jar, on Debian's Java) and linkinator.
 */

/** A visitor's Chrome: to `isbot`, HeadlessChrome and Node's own agent are crawlers (bare 404s). */
export const visitorAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A first visit by a visitor's browser: no cookie (a stored language would redirect), redirects not followed. */
export function visit(origin: string, path: string): Promise<Response> {
  return fetch(`${origin}${path}`, { headers: { 'user-agent': visitorAgent }, redirect: 'manual' })
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
  const sitemap = await (await visit(origin, '/sitemap.xml')).text()
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

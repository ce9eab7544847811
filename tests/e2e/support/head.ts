import type { Page } from '@playwright/test'

/**
 * What search engines and crawlers read, as the browser reads it (tests/e2e/seo-*.spec.ts): the
 * rendered page's head (metadata, alternates, JSON-LD) from its DOM, and XML through the
 * browser's own DOMParser.
 */
export type Head = {
  lang: string
  title: string
  description: string | null
  canonical: string | null
  hreflang: Record<string, string>
  meta: Record<string, string>
  jsonLd: unknown[]
}

export async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null
    const meta: Record<string, string> = {}
    for (const element of document.head.querySelectorAll('meta[property], meta[name]')) {
      const key = element.getAttribute('property') ?? element.getAttribute('name') ?? ''
      if (!(key in meta)) meta[key] = element.getAttribute('content') ?? ''
    }
    const hreflang: Record<string, string> = {}
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
      hreflang[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? ''
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      hreflang,
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
        const data: unknown = JSON.parse(script.textContent ?? 'null')
        return Array.isArray(data) ? data : [data]
      }),
    }
  })
}

export type Thing = Record<string, unknown> & { '@type'?: string }
export const ofType = (head: Head, type: string) =>
  head.jsonLd.filter((thing): thing is Thing => (thing as Thing)['@type'] === type)

/** Parses XML in the browser; throws on a parse error. Returns what `pick` reads from it. */
export async function parseXml<T>(page: Page, xml: string, pick: (doc: Document) => T): Promise<T> {
  return page.evaluate(
    ({ xml, pick }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      if (doc.querySelector('parsererror')) throw new Error(doc.querySelector('parsererror')?.textContent ?? 'bad XML')
      return (new Function('doc', `return (${pick})(doc)`) as (doc: Document) => unknown)(doc)
    },
    { xml, pick: pick.toString() },
  ) as Promise<T>
}

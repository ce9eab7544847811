import type { IncomingMessage } from 'node:http'

import { decideLocale } from '@/i18n/localeDecision'
import { localeCookie } from '@/i18n/locales'

/**
 * Which requests the page cache answers, and under which key.
 *
 * The key is the address's path alone. No page reads the query on the server: the services
 * tabs apply `?tab=` in the browser (src/blocks/Tabs/ServiceTabs.client.tsx) and the blog pages
 * by path (/blog/page/N); a page that read it would be rendered per request by Next, without
 * the `s-maxage` the cache requires. Next keys its own page cache on the path too, so
 * `/services?tab=warranty` or `/?utm_source=…` is the same document, answered from the same
 * entry, and no query string can add one.
 *
 * Only a path in its one canonical spelling is kept: each segment letters, digits and `-._~`,
 * anything else escaped as a browser escapes it (upper-case, non-ASCII letters only).
 * `/%65n/devices`, `/en/./devices`, `/en/devices%00` or `/en\devices` reach the same page
 * through Next but are never stored, so aliases cannot fill the cache (nor push the popular
 * pages out of it).
 */
export function pageCacheKey(pathname: string): string | null {
  if (pathname === '/') return pathname
  if (!pathname.startsWith('/') || pathname.endsWith('/')) return null
  for (const segment of pathname.slice(1).split('/')) {
    if (!segment || segment === '.' || segment === '..') return null
    if (plainSegment.test(segment)) continue
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return null
    }
    if (!wordSegment.test(decoded) || encodeURIComponent(decoded) !== segment) return null
  }
  return pathname
}

const plainSegment = /^[A-Za-z0-9\-._~]+$/
const wordSegment = /^[\p{L}\p{M}\p{N}\-._~]+$/u

export type LocaleDecision = { cacheable: boolean; setCookie?: string }

/**
 * Whether this request may be answered from the cache: not with draft mode or a session, and
 * not where Next's proxy would send the visitor elsewhere (the same decision, from
 * src/i18n/localeDecision.ts: an unprefixed address for a visitor whose cookie or browser asks
 * for English, or a /uk/… address). Without a cookie, the page's locale is remembered, as the
 * proxy itself does.
 */
export function localeDecision(req: IncomingMessage, pathname: string): LocaleDecision {
  if (cookieValue(req, '__prerender_bypass') || cookieValue(req, 'payload-token')) return { cacheable: false }
  const cookie = cookieValue(req, localeCookie.name)
  const { locale, redirect } = decideLocale({
    pathname,
    cookie,
    acceptLanguage: req.headers['accept-language'],
    userAgent: req.headers['user-agent'],
  })
  if (redirect) return { cacheable: false }
  const setCookie =
    cookie === locale
      ? undefined
      : `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAge}; SameSite=lax`
  return { cacheable: true, setCookie }
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

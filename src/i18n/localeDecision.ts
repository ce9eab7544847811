import { match } from '@formatjs/intl-localematcher'
import { isbot } from 'isbot'
import Negotiator from 'negotiator'

import { defaultLocale, isLocale, locales, type Locale } from './locales'

/**
 * The language of a request, decided in one place for Next's proxy (src/proxy.ts), the page
 * cache in front of Next (src/server/front/pageKey.ts) and the language of an answer that
 * has only Accept-Language to go by (the API's errors, the door's refusals):
 * 1. an address with a language prefix (`/en/…`) is in that language; `/uk/…` is sent to the
 *    unprefixed address it stands for, `/EN/…` to `/en/…` (next-intl's prefix routing does both);
 * 2. a crawler is never sent elsewhere: an unprefixed address is Ukrainian to it (ISSUE 6);
 * 3. else the NEXT_LOCALE cookie, when it names a language of the site (SPEC §9);
 * 4. else the best language of Accept-Language, else Ukrainian.
 * A visitor whose language is not the address's is redirected to the address in theirs.
 */
export type LocaleRequest = {
  pathname: string
  /** The NEXT_LOCALE cookie's value. */
  cookie: string | undefined
  acceptLanguage: string | null | undefined
  userAgent: string | null | undefined
}

/** `redirect`: the request belongs at the same address in `locale`, not at this one. */
export type LocaleDecision = { locale: Locale; redirect: boolean }

export function decideLocale(request: LocaleRequest): LocaleDecision {
  const first = firstSegment(request.pathname)
  if (isLocale(first)) return { locale: first, redirect: first === defaultLocale }
  const prefix = addressLocale(request.pathname)
  if (prefix) return { locale: prefix, redirect: true }
  const preferred = isLocale(request.cookie) ? request.cookie : acceptLanguageLocale(request.acceptLanguage)
  // Asked last (about 15 µs), and only when it changes the answer.
  if (preferred === defaultLocale || isBot(request.userAgent)) return { locale: defaultLocale, redirect: false }
  return { locale: preferred, redirect: true }
}

/** The language prefix of an address (`/en`, `/en/…`, `/uk/…`, in any case), if it has one. */
export function addressLocale(pathname: string): Locale | undefined {
  const first = firstSegment(pathname).toLowerCase()
  return isLocale(first) ? first : undefined
}

function firstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1)
  return end < 0 ? pathname.slice(1) : pathname.slice(1, end)
}

/** Search engines, link previews and other programs (SPEC §2, ISSUE 6), as `isbot` knows them. */
export function isBot(userAgent: string | null | undefined): boolean {
  return isbot(userAgent)
}

// next-intl sorts the locales longest first (formatjs/formatjs#4469); the same order here.
const orderedLocales = [...locales].sort((a, b) => b.length - a.length)
const negotiated = new Map<string, Locale>()

/**
 * The site's language an Accept-Language header ranks best, else Ukrainian: negotiated exactly
 * as next-intl's middleware does (`negotiator` ranks the header, `@formatjs/intl-localematcher`
 * matches it to the site's languages), so the page cache and the proxy never disagree. The
 * answer for a header is kept: the matching takes about 0.3 ms, and a few distinct headers make
 * most of the traffic (at most 500 headers of up to 256 characters are kept).
 */
export function acceptLanguageLocale(header: string | null | undefined): Locale {
  if (!header) return defaultLocale
  const known = negotiated.get(header)
  if (known) return known
  const languages = new Negotiator({ headers: { 'accept-language': header } }).languages()
  let locale: Locale = defaultLocale
  try {
    const best = match(languages, orderedLocales, defaultLocale)
    locale = locales.find((code) => code.toLowerCase() === best.toLowerCase()) ?? defaultLocale
  } catch {
    // Not a language tag (RangeError from Intl): Ukrainian.
  }
  if (header.length <= 256) {
    if (negotiated.size >= 500) negotiated.clear()
    negotiated.set(header, locale)
  }
  return locale
}

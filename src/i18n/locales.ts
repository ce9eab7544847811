/** The only place that names the site's languages (STYLE.md: one list of locales). */
export const locales = ['uk', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'uk'

export const localeLabels: Record<Locale, string> = {
  uk: 'Українська',
  en: 'English',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The supported language an Accept-Language header ranks highest (ties: the first listed),
 * else Ukrainian. The one parser for the landing API's answers and the first-visit redirect.
 */
export function acceptLanguageLocale(header: string | null): Locale {
  if (!header) return defaultLocale
  let best: { locale: Locale; q: number } | undefined
  for (const part of header.slice(0, 500).split(',')) {
    const [tag, ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    const locale = (locales as readonly string[]).find((code) => code === primary) as Locale | undefined
    if (locale && (!best || q > best.q)) best = { locale, q }
  }
  return best?.locale ?? defaultLocale
}

/** Public path of a locale-less route: Ukrainian unprefixed, English under /en. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** The locale of a public path and the path without its locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    if (pathname === `/${locale}`) return { locale, path: '/' }
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) }
  }
  return { locale: defaultLocale, path: pathname || '/' }
}

/** A CMS address (locale-less path, or an external URL) as a link in the given language. */
export function hrefFor(locale: Locale, href: string): string {
  if (/^(https?:|mailto:|tel:)/.test(href)) return href
  if (href.startsWith('#') || href.startsWith('?')) return href
  // '/#reviews' in English is '/en#reviews', not '/en/#reviews'.
  const [, path = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(href) ?? []
  return `${localizedPath(locale, path || '/')}${suffix}`
}

/** Name of the cookie the switcher writes (next-intl reads it), kept 365 days (SPEC §9). */
export const localeCookie = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 } as const

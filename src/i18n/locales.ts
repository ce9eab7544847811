/** The only place that names the site's languages (STYLE.md: one list of locales). */
export const locales = ['uk', 'en'] as const
export type Locale = (typeof locales)[number]
/** Ukrainian, at unprefixed addresses. */
export const defaultLocale = 'uk' satisfies Locale
/** English, the language content is translated into (under /en; `hasEnglish` on posts). */
export const translationLocale = 'en' satisfies Locale
/** The languages other than the default: what a seeded document is translated into. */
export const translations = locales.filter(
  (locale): locale is Exclude<Locale, typeof defaultLocale> => locale !== defaultLocale,
)

/** The BCP 47 tag dates and numbers are written with in each language. */
export const intlLocales: Record<Locale, string> = { uk: 'uk-UA', en: 'en-GB' }

export const localeLabels: Record<Locale, string> = {
  uk: 'Українська',
  en: 'English',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
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

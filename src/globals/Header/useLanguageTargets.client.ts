'use client'

import { usePathname } from 'next/navigation'

import { useAlternates } from '@/components/Alternates/context.client'
import { localeCookie, localeLabels, localizedPath, locales, splitLocalePath, type Locale } from '@/i18n/locales'

export type LanguageTarget = { locale: Locale; label: string; href: string; current: boolean }

/**
 * Where the switcher goes: the same page in the other language, or for a post its slug in that
 * language (the blog when it has no translation there).
 */
export function useLanguageTargets(current: Locale): LanguageTarget[] {
  const pathname = usePathname()
  const alternates = useAlternates()
  const { path } = splitLocalePath(pathname)
  return locales.map((locale) => ({
    locale,
    label: localeLabels[locale],
    href: localizedPath(locale, alternates ? (alternates[locale] ?? '/blog') : path),
    current: locale === current,
  }))
}

/** SPEC §4: the chosen language is kept in a cookie for 365 days. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAge}; samesite=lax`
}

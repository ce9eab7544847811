import { localizedPath, type Locale } from '@/i18n/locales'

/** The public origin (SERVER_URL), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteUrl()}${localizedPath(locale, path)}`
}

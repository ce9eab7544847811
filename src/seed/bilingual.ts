import { locales, type Locale } from '@/i18n/locales'

/** One human-readable text in every language (`{ uk, en }`). */
export type L = Record<Locale, string>

/**
 * A document written once with both languages side by side: any free-text string may be a
 * `{ uk, en }` pair, any object may be given as a pair of whole objects (a Lexical tree).
 * `inLocale` projects it to the plain document Payload expects for one locale, so the two
 * language versions of a page can never drift apart in structure.
 */
export type Bi<T> = T extends string
  ? string extends T
    ? T | L
    : T
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Bi<U>[]
      : T extends object
        ? { [K in keyof T]: Bi<T[K]> } | Record<Locale, T>
        : T

function isPair(value: object): value is Record<Locale, unknown> {
  const keys = Object.keys(value)
  return keys.length === locales.length && locales.every((locale) => keys.includes(locale))
}

function project(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, locale))
  if (value === null || typeof value !== 'object') return value
  if (isPair(value)) return value[locale]
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, project(item, locale)]))
}

export function inLocale<T>(value: Bi<T>, locale: Locale): T {
  return project(value, locale) as T
}

/** One value per language, made by `make`. */
export function eachLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>
}

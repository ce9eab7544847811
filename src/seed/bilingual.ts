import type { Locale } from '@/i18n/locales'

/** One human-readable text in both languages. */
export type L = { uk: string; en: string }

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
        ? { [K in keyof T]: Bi<T[K]> } | { uk: T; en: T }
        : T

function isPair(value: object): value is { uk: unknown; en: unknown } {
  const keys = Object.keys(value)
  return keys.length === 2 && keys.includes('uk') && keys.includes('en')
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

import type { Field } from 'payload'

import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { textsByPath, translatableTexts, type SourceText } from './translationTexts'

/** A translatable field whose source text changed since the translation was last brought up to date. */
export type SourceChange = { path: string; label: Record<Locale, string>; before: string; after: string }

/** The non-localized checkbox that marks one language's translation out of date (`enOutOfDate`). */
export const outOfDateField = (locale: Locale) => `${locale}OutOfDate` as const
type OutOfDateMarks = Partial<Record<ReturnType<typeof outOfDateField>, boolean>>

/**
 * `req.context` key of a write that brings every translation up to date (the seed: its two
 * languages are written together, one as the translation of the other).
 */
export const translationUpToDateContext = 'translationUpToDate'

/** What the document keeps in its `translation` group. */
export type TranslationState = OutOfDateMarks & {
  /** The source text of each translatable field when the translation was last brought up to date. */
  baseline?: Record<string, string> | null
  /** The fields whose source text differs from the baseline now, with both texts (the editor's diff). */
  changes?: SourceChange[] | null
}

/** The languages a document written in `source` is translated into. */
export function targetsOf(source: Locale): Locale[] {
  return locales.filter((locale) => locale !== source)
}

/** The language a document was first written in: kept once set; a new one takes the language it is created in. */
export function sourceLanguageOf(stored: unknown, operation: 'create' | 'update', requestLocale: unknown): Locale {
  if (isLocale(stored)) return stored
  return operation === 'create' && isLocale(requestLocale) ? requestLocale : defaultLocale
}

/** The incoming (possibly partial) data over the stored document: objects merged, arrays and rich text replaced. */
function over(stored: unknown, incoming: unknown): unknown {
  if (incoming === undefined) return stored
  const isPlain = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value)
  if (!isPlain(incoming) || !isPlain(stored) || 'root' in (incoming as object)) return incoming
  const result: Record<string, unknown> = { ...(stored as Record<string, unknown>) }
  for (const [key, value] of Object.entries(incoming as Record<string, unknown>)) {
    result[key] = over(result[key], value)
  }
  return result
}

export type SaveInput = {
  /** The collection's or global's fields. */
  fields: readonly Field[]
  /** The field whose text says a language exists (the list's title), when it is localized. */
  titleField?: string
  operation: 'create' | 'update'
  /** The locale the save writes (`all`: every locale at once). */
  requestLocale: string | undefined
  source: Locale
  /** The save's data in the request's locale (partial through REST). */
  data: unknown
  /** The stored document in the request's locale, before the save. */
  originalDoc: unknown
  /** The stored document with every locale, before the save. */
  docWithLocales: unknown
  /** The editor ticked "translation updated" (or the writer, the seed, says so). */
  markUpToDate: boolean
}

/**
 * The translation state after a save. The translation of a language that has none yet
 * follows its source (there is nothing to be out of date); once it exists, a change of the
 * source's translatable text marks it out of date, until a save in that language says
 * "translation updated", which takes the source text of now as the new baseline. A document
 * saved before this existed has no baseline: its source text before the save stands for it
 * (its translations were as up to date as anyone knew).
 */
export function nextTranslationState(
  input: SaveInput,
  previous: TranslationState | null | undefined,
): TranslationState {
  const { fields, operation, requestLocale, source, docWithLocales } = input
  const everyLocale = requestLocale === 'all'
  const saved = everyLocale ? over(docWithLocales, input.data) : over(input.originalDoc, input.data)
  const textsIn = (locale: Locale): SourceText[] =>
    everyLocale
      ? translatableTexts(fields, saved, locale)
      : locale === requestLocale
        ? translatableTexts(fields, saved)
        : translatableTexts(fields, docWithLocales, locale)

  const sourceNow = textsIn(source)
  const now = textsByPath(sourceNow)
  const exists = (texts: SourceText[]) =>
    input.titleField && texts.some((entry) => entry.path === input.titleField)
      ? Boolean(texts.find((entry) => entry.path === input.titleField)?.text)
      : texts.some((entry) => entry.text)
  const targets = targetsOf(source)
  const present = Object.fromEntries(targets.map((locale) => [locale, exists(textsIn(locale))])) as Record<
    Locale,
    boolean
  >
  const broughtUpToDate = input.markUpToDate && (everyLocale || (isLocale(requestLocale) && requestLocale !== source))
  const sourceBefore = operation === 'create' ? now : textsByPath(translatableTexts(fields, docWithLocales, source))
  // One baseline for the one translation (two languages); a third language would need its own.
  const baseline =
    broughtUpToDate || operation === 'create' || targets.every((locale) => !present[locale])
      ? now
      : (previous?.baseline ?? sourceBefore)

  const labels = new Map(
    [...translatableTexts(fields, docWithLocales, source), ...sourceNow].map((entry) => [entry.path, entry.label]),
  )
  const paths = [...new Set([...Object.keys(baseline), ...Object.keys(now)])]
  const changes: SourceChange[] = paths
    .filter((path) => (baseline[path] ?? '') !== (now[path] ?? ''))
    .map((path) => ({
      path,
      label: labels.get(path) ?? (Object.fromEntries(locales.map((locale) => [locale, path])) as SourceChange['label']),
      before: baseline[path] ?? '',
      after: now[path] ?? '',
    }))

  const marks: OutOfDateMarks = {}
  for (const locale of locales)
    marks[outOfDateField(locale)] = locale !== source && present[locale] && changes.length > 0
  return { ...marks, baseline, changes }
}

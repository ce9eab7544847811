import type { CollectionSlug, GlobalSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
// Payload's own update type (ts-essentials ships with payload): partial at every depth.
import type { DeepPartial } from 'ts-essentials'

import { defaultLocale, translations, type Locale } from '@/i18n/locales'
import { translationUpToDateContext } from '@/fields/translationState'

/**
 * Every seed write: the seed acts as the system, not as a visitor, and a seed run must not
 * expire the cache of a running site page by page (the pages are rendered fresh anyway).
 * A new `context` per write: Payload hands that very object to the hooks as `req.context`, and
 * the S3 storage plugin keeps the request's file and a "skip upload" flag in it; one object
 * shared by the concurrent media writes let 10 of the seed's 155 files reach the bucket.
 */
export const writeOptions = () =>
  ({
    overrideAccess: true,
    depth: 0,
    // Each language's text is the other's translation: every translation is up to date.
    context: { disableRevalidate: true, [translationUpToDateContext]: true },
  }) as const

type Data<TSlug extends CollectionSlug> = RequiredDataFromCollectionSlug<TSlug>
type UpdateData<TSlug extends CollectionSlug> = DeepPartial<Data<TSlug>>

/**
 * A document keyed by language (`uk`, `en`): the whole document in the default language, and
 * the localized fields in each translation (null for a Ukrainian-only document).
 */
export type UpsertInput<TSlug extends CollectionSlug> = {
  collection: TSlug
  /** The natural key, matched in the default locale (slug, uk title, key…). */
  where: Where
  /** Written only when the document is created (recipients, dates an editor may change). */
  onCreate?: Partial<Data<TSlug>>
} & Record<typeof defaultLocale, Data<TSlug>> &
  Record<(typeof translations)[number], UpdateData<TSlug> | null>

/**
 * Creates or updates one document by its natural key: the default language's version first,
 * then each translation of its localized fields. Returns the document id.
 */
export async function upsert<TSlug extends CollectionSlug>(
  payload: Payload,
  input: UpsertInput<TSlug>,
): Promise<number> {
  const { collection, where, onCreate } = input
  const base = input[defaultLocale]
  const found = await payload.find({
    collection,
    where,
    locale: defaultLocale,
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const existing = found.docs[0] as { id: number } | undefined
  let id: number
  if (existing) {
    id = existing.id
    await payload.update({ collection, id, data: base as UpdateData<TSlug>, locale: defaultLocale, ...writeOptions() })
  } else {
    const created = await payload.create({
      collection,
      data: { ...base, ...onCreate },
      locale: defaultLocale,
      ...writeOptions(),
    })
    id = (created as { id: number }).id
  }
  for (const locale of translations) {
    const data = input[locale]
    if (data) await payload.update({ collection, id, data, locale, ...writeOptions() })
  }
  return id
}

type Row = { id?: string | null } & Record<string, unknown>

/**
 * Gives the rows of non-localized arrays in a translation the ids the default language's write
 * gave them, so the English labels attach to the same rows instead of replacing them.
 */
function withRowIds(target: unknown, saved: unknown): unknown {
  if (Array.isArray(target)) {
    const savedRows = Array.isArray(saved) ? (saved as Row[]) : []
    return target.map((row, index) => {
      const savedRow = savedRows[index]
      const merged = withRowIds(row, savedRow)
      return savedRow?.id && merged && typeof merged === 'object' ? { ...merged, id: savedRow.id } : merged
    })
  }
  if (target && typeof target === 'object') {
    const savedObject = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
    return Object.fromEntries(Object.entries(target).map(([key, value]) => [key, withRowIds(value, savedObject[key])]))
  }
  return target
}

/** Writes a global in the default language, then each translation of its localized fields on the same rows. */
export async function upsertGlobal(
  payload: Payload,
  slug: GlobalSlug,
  data: Record<Locale, Record<string, unknown>>,
): Promise<void> {
  const saved = await payload.updateGlobal({
    slug,
    data: data[defaultLocale],
    locale: defaultLocale,
    ...writeOptions(),
  })
  for (const locale of translations) {
    await payload.updateGlobal({
      slug,
      data: withRowIds(data[locale], saved) as Record<string, unknown>,
      locale,
      ...writeOptions(),
    })
  }
}

/**
 * Runs `task` over the items, `limit` at a time: PostgreSQL and sharp work while Node waits,
 * so a few documents in flight make a fresh seed several times faster than one by one.
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

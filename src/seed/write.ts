import type { CollectionSlug, GlobalSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
// Payload's own update type (ts-essentials ships with payload): partial at every depth.
import type { DeepPartial } from 'ts-essentials'

import type { Locale } from '@/i18n/locales'

/**
 * Every seed write: the seed acts as the system, not as a visitor, and a seed run must not
 * expire the cache of a running site page by page (the pages are rendered fresh anyway).
 */
export const writeOptions = { overrideAccess: true, depth: 0, context: { disableRevalidate: true } } as const

type Data<TSlug extends CollectionSlug> = RequiredDataFromCollectionSlug<TSlug>
type UpdateData<TSlug extends CollectionSlug> = DeepPartial<Data<TSlug>>

export type UpsertInput<TSlug extends CollectionSlug> = {
  collection: TSlug
  /** The natural key, matched in the uk locale (slug, uk title, key…). */
  where: Where
  uk: Data<TSlug>
  /** The English version of the localized fields; null for a Ukrainian-only document. */
  en: UpdateData<TSlug> | null
  /** Written only when the document is created (recipients, dates an editor may change). */
  onCreate?: Partial<Data<TSlug>>
}

/**
 * Creates or updates one document by its natural key: the uk version first, then the en
 * version of its localized fields. Returns the document id.
 */
export async function upsert<TSlug extends CollectionSlug>(payload: Payload, input: UpsertInput<TSlug>): Promise<number> {
  const { collection, where, uk, en, onCreate } = input
  const found = await payload.find({ collection, where, locale: 'uk', limit: 1, pagination: false, depth: 0, overrideAccess: true })
  const existing = found.docs[0] as { id: number } | undefined
  let id: number
  if (existing) {
    id = existing.id
    await payload.update({ collection, id, data: uk as UpdateData<TSlug>, locale: 'uk', ...writeOptions })
  } else {
    const created = await payload.create({ collection, data: { ...uk, ...onCreate }, locale: 'uk', ...writeOptions })
    id = (created as { id: number }).id
  }
  if (en) await payload.update({ collection, id, data: en, locale: 'en', ...writeOptions })
  return id
}

type Row = { id?: string | null } & Record<string, unknown>

/**
 * Gives the rows of non-localized arrays in the en data the ids the uk write gave them, so
 * the English labels attach to the same rows instead of replacing them.
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

/** Writes a global in uk, then the en version of its localized fields on the same rows. */
export async function upsertGlobal(payload: Payload, slug: GlobalSlug, data: Record<Locale, Record<string, unknown>>): Promise<void> {
  const saved = await payload.updateGlobal({ slug, data: data.uk, locale: 'uk', ...writeOptions })
  await payload.updateGlobal({ slug, data: withRowIds(data.en, saved) as Record<string, unknown>, locale: 'en', ...writeOptions })
}

/**
 * Runs `task` over the items, `limit` at a time: PostgreSQL and sharp work while Node waits,
 * so a few documents in flight make a fresh seed several times faster than one by one.
 */
export async function forEachConcurrently<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

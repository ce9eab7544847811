import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { textsByPath, translatableTexts } from '@/fields/translationTexts'

/** Every localized collection and global: what the translation workflow tracks (issue 27). */
export const translatedCollections = [
  'pages',
  'posts',
  'vacancies',
  'reviews',
  'grades',
  'departments',
] as const satisfies readonly CollectionSlug[]
export const translatedGlobals = ['header', 'footer', 'site-settings'] as const satisfies readonly GlobalSlug[]

/** A row whose baseline is set: the document's own row, or its latest version's. */
export type BaselineRow = { table: string; id: number | null; version: boolean; baseline: Record<string, string> }

const tableOf = (slug: string) => slug.replace(/-/g, '_')

/**
 * The baseline of every document written before the workflow existed: its source text
 * (Ukrainian, the language all of it was written in) as it is now, its translations taken to
 * be up to date. Both the published row and the latest version (the draft the admin shows).
 */
export async function currentBaselines(payload: Payload, req: Partial<PayloadRequest>): Promise<BaselineRow[]> {
  const rows: BaselineRow[] = []
  for (const collection of translatedCollections) {
    const { fields, versions } = payload.collections[collection].config
    for (const draft of versions ? [false, true] : [false]) {
      const { docs } = await payload.find({
        collection,
        locale: defaultLocale,
        draft,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const doc of docs)
        rows.push({
          table: draft ? `_${tableOf(collection)}_v` : tableOf(collection),
          id: doc.id,
          version: draft,
          baseline: textsByPath(translatableTexts(fields, doc)),
        })
    }
  }
  for (const slug of translatedGlobals) {
    const fields = payload.globals.config.find((global) => global.slug === slug)?.fields ?? []
    const doc = await payload.findGlobal({ slug, locale: defaultLocale, depth: 0, overrideAccess: true, req })
    rows.push({ table: tableOf(slug), id: null, version: false, baseline: textsByPath(translatableTexts(fields, doc)) })
  }
  return rows
}

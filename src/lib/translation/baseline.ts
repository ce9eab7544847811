import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { textsByPath, translatableTexts } from '@/fields/translationTexts'
import { payloadPool } from '@/lib/payload/pool'

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

/**
 * Gives every document and global without a baseline (written before the workflow existed) its
 * source text of now as one, its translation taken to be up to date; leaves every other alone.
 * Run after all migrations (src/server/firstStart.ts: an upgrade's first start), not inside the
 * stale-translations migration, where a read through Payload would ask for columns that later
 * migrations add. Written with SQL, not through Payload: an update would make a new version of
 * each. Without it, a document's first source save takes its text from before the save as its
 * baseline (src/fields/translationState.ts). Returns how many rows it set.
 */
export async function backfillBaselines(payload: Payload): Promise<number> {
  const pool = payloadPool(payload)
  const tables = [
    ...translatedCollections.flatMap((collection) => [
      `"${tableOf(collection)}" WHERE "translation_baseline" IS NULL`,
      ...(payload.collections[collection].config.versions
        ? [`"_${tableOf(collection)}_v" WHERE "latest" AND "version_translation_baseline" IS NULL`]
        : []),
    ]),
    ...translatedGlobals.map((slug) => `"${tableOf(slug)}" WHERE "translation_baseline" IS NULL`),
  ]
  const missing = await pool.query<{ count: string }>(
    `SELECT (${tables.map((from) => `(SELECT count(*) FROM ${from})`).join(' + ')}) AS count`,
  )
  if (Number(missing.rows[0]?.count ?? 0) === 0) return 0
  let set = 0
  for (const row of await currentBaselines(payload, {})) {
    const baseline = JSON.stringify(row.baseline)
    const table = `"${row.table}"`
    const result = row.version
      ? await pool.query(
          `UPDATE ${table} SET "version_translation_baseline" = $1::jsonb WHERE "parent_id" = $2 AND "latest" AND "version_translation_baseline" IS NULL`,
          [baseline, row.id],
        )
      : row.id === null
        ? await pool.query(
            `UPDATE ${table} SET "translation_baseline" = $1::jsonb WHERE "translation_baseline" IS NULL`,
            [baseline],
          )
        : await pool.query(
            `UPDATE ${table} SET "translation_baseline" = $1::jsonb WHERE "id" = $2 AND "translation_baseline" IS NULL`,
            [baseline, row.id],
          )
    set += result.rowCount ?? 0
  }
  return set
}

import { getTranslation } from '@payloadcms/translations'
import type { BeforeListTableServerProps, CollectionSlug, FlattenedField } from 'payload'

import { adminLanguage, adminText } from '@/i18n/adminMessages'
import { ListToolsClient, type FilterChoice } from './ListTools.client'

/** A field to filter the list by; a text field names where its choices come from. */
export type ListFilter = string | { field: string; optionsFrom: 'departments' }

type Props = BeforeListTableServerProps & {
  filters?: ListFilter[]
  /** Offer a from/to date range on `createdAt`. */
  dateRange?: boolean
  /** Offer the CSV export of the filtered list (the collection has the export endpoint). */
  exportCsv?: boolean
}

/**
 * Above the list table: quick filters for what staff filter by every day (status,
 * department, translation, date) and the CSV export of exactly what the list shows.
 * Payload's own filter builder stays available for anything else.
 */
export async function ListTools({ collectionConfig, i18n, payload, user, filters = [], dateRange, exportCsv }: Props) {
  const language = i18n.language
  const choices: FilterChoice[] = []
  for (const filter of filters) {
    const name = typeof filter === 'string' ? filter : filter.field
    const field = collectionConfig.flattenedFields.find((candidate) => candidate.name === name)
    if (!field) continue
    // A text field whose choices are the departments is labelled as the departments are.
    const labelSource =
      typeof filter === 'string' ? field.label || field.name : payload.collections.departments.config.labels.singular
    const label = String(getTranslation(labelSource, i18n))
    const options = await optionsOf(field, filter, { payload, user, language, i18n })
    if (options.length) choices.push({ field: name, label, options })
  }
  return (
    <ListToolsClient
      collectionSlug={collectionConfig.slug}
      choices={choices}
      dateRange={Boolean(dateRange)}
      exportCsv={Boolean(exportCsv)}
      texts={{
        quickFilters: adminText(language, 'quickFilters'),
        all: i18n.t('general:all'),
        from: adminText(language, 'dateFrom'),
        to: adminText(language, 'dateTo'),
        apply: adminText(language, 'applyFilters'),
        reset: i18n.t('general:clear'),
        exportCsv: adminText(language, 'exportCsv'),
        exportCsvHint: adminText(language, 'exportCsvHint'),
        dateCreated: i18n.t('general:createdAt'),
      }}
    />
  )
}

type Context = Pick<Props, 'payload' | 'user' | 'i18n'> & { language: string }

async function optionsOf(
  field: FlattenedField,
  filter: ListFilter,
  { payload, user, language, i18n }: Context,
): Promise<FilterChoice['options']> {
  if (typeof filter !== 'string' && filter.optionsFrom === 'departments') {
    const { docs } = await payload.find({
      collection: 'departments',
      sort: 'order',
      limit: 100,
      depth: 0,
      locale: adminLanguage(language),
      overrideAccess: false,
      user,
      select: { key: true, name: true },
    })
    return docs.map((doc) => ({ value: doc.key, label: doc.name || doc.key }))
  }
  if (field.type === 'select') {
    return field.options.map((option) =>
      typeof option === 'string'
        ? { value: option, label: option }
        : {
            value: option.value,
            label: String(getTranslation(option.label as Parameters<typeof getTranslation>[0], i18n)),
          },
    )
  }
  if (field.type === 'checkbox') {
    return [
      { value: 'true', label: i18n.t('general:yes') },
      { value: 'false', label: i18n.t('general:no') },
    ]
  }
  if (field.type === 'relationship' && typeof field.relationTo === 'string') {
    const related = payload.collections[field.relationTo as CollectionSlug].config
    const titleField = related.admin.useAsTitle ?? 'id'
    const { docs } = await payload.find({
      collection: field.relationTo as CollectionSlug,
      limit: 100,
      depth: 0,
      locale: adminLanguage(language),
      overrideAccess: false,
      user,
    })
    return docs.map((doc) => {
      const record = doc as unknown as Record<string, unknown>
      return { value: String(record.id), label: String(record[titleField] ?? record.id) }
    })
  }
  return []
}

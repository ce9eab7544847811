import type { CollectionConfig } from 'payload'

import { languageStatusEndpoint } from '@/endpoints/languageStatus'
import { languageStatusField, languageStatusFields } from '@/fields/languageStatus'
import { locales } from '@/i18n/locales'
import { scheduledCollections, type LanguageCollection } from '@/lib/languageStatus/actions'

/**
 * Each language's own status (issue 27) on a collection with drafts: its fields (the hidden
 * `withdrawn` flag and a status per language, src/fields/languageStatus.ts), a list column per
 * language beside Payload's whole-document status, "Unpublish in <language>" in the document's
 * menu, a language's schedule in the sidebar (posts and pages), and the REST endpoint they use
 * (src/endpoints/languageStatus.ts).
 */
export function withLanguageStatus(config: CollectionConfig & { slug: LanguageCollection }): CollectionConfig {
  const columns = config.admin?.defaultColumns ?? []
  const at = columns.includes('_status') ? columns.indexOf('_status') + 1 : columns.length
  return {
    ...config,
    admin: {
      ...config.admin,
      defaultColumns: [...columns.slice(0, at), ...locales.map(languageStatusField), ...columns.slice(at)],
      components: {
        ...config.admin?.components,
        edit: {
          ...config.admin?.components?.edit,
          UnpublishButton: '@/admin/LanguageStatus/UnpublishMenu.client#UnpublishMenu',
        },
      },
    },
    endpoints: [...(config.endpoints || []), languageStatusEndpoint(config.slug)],
    fields: [
      ...config.fields,
      ...languageStatusFields,
      ...(scheduledCollections.includes(config.slug)
        ? [
            {
              name: 'languageStatusSchedule',
              type: 'ui' as const,
              admin: {
                position: 'sidebar' as const,
                components: { Field: '@/admin/LanguageStatus/LanguageSchedule.client#LanguageSchedule' },
              },
            },
          ]
        : []),
    ],
  }
}

import type { CheckboxField, Field, FieldAccess, FieldHook } from 'payload'

import { roles, userHasRole } from '@/access'
import { adminText, type AdminMessageKey } from '@/i18n/adminMessages'
import { defaultLocale, locales, localeLabels, type Locale } from '@/i18n/locales'
import {
  nextTranslationState,
  outOfDateField,
  sourceLanguageOf,
  translationUpToDateContext,
  type TranslationState,
} from './translationState'

/**
 * Stale translations (issue 27): every localized collection and global records the language
 * it was first written in and, in a non-localized `translation` group, whether each other
 * language's translation is out of date, with the source text the translation was last
 * brought up to date with. Kept on the document itself: versions are pruned (20–50 per
 * document), so they cannot tell what the translator last saw.
 */

const both = (key: AdminMessageKey) => ({ uk: adminText('uk', key), en: adminText('en', key) })

/** Staff read it (the baseline may hold a draft's text); editors (and admins) write it, through the save hook. */
const staffRead: FieldAccess = ({ req }) => userHasRole(req.user, ...roles)
const editorWrite: FieldAccess = ({ req }) => userHasRole(req.user, 'editor')
const access = { read: staffRead, create: editorWrite, update: editorWrite }

const trackTranslation: FieldHook = ({
  value,
  data,
  originalDoc,
  operation,
  req,
  collection,
  global,
  siblingDocWithLocales,
}) => {
  if (operation !== 'create' && operation !== 'update') return value
  const fields = collection?.fields ?? global?.fields ?? []
  const incoming = (value ?? {}) as { markUpToDate?: unknown }
  const original = (originalDoc ?? {}) as { sourceLanguage?: unknown; translation?: TranslationState }
  const next = nextTranslationState(
    {
      fields,
      titleField: collection?.admin?.useAsTitle,
      operation,
      requestLocale: req.locale ?? undefined,
      source: sourceLanguageOf(original.sourceLanguage, operation, req.locale),
      data,
      originalDoc,
      docWithLocales: siblingDocWithLocales,
      markUpToDate: incoming.markUpToDate === true || req.context?.[translationUpToDateContext] === true,
    },
    original.translation,
  )
  // Whatever arrives for the marks, baseline and changes is recomputed: they are the hook's alone.
  return next
}

const outOfDateCheckbox = (locale: Locale): CheckboxField => ({
  name: outOfDateField(locale),
  type: 'checkbox',
  defaultValue: false,
  index: true,
  label: both(`outOfDate_${locale}`),
  // Set by the save hook alone; shown as the document's mark and the lists' column and filter.
  // The source language is never out of date: its mark is not shown on the document.
  admin: { readOnly: true, condition: (data) => (data?.sourceLanguage ?? defaultLocale) !== locale },
})

/**
 * The fields a localized collection or global adds, spread at the end of its `fields`
 * (`...translationFields()`): `sourceLanguage` in the sidebar, and the `translation` group
 * with the marks, the kept source text, the diff panel and its "translation updated" toggle.
 */
export function translationFields(): Field[] {
  return [
    {
      name: 'sourceLanguage',
      type: 'select',
      defaultValue: defaultLocale,
      label: both('sourceLanguage'),
      options: locales.map((value) => ({ label: localeLabels[value], value })),
      access,
      admin: { position: 'sidebar', readOnly: true },
      hooks: {
        beforeChange: [
          ({ value, originalDoc, operation, req }) =>
            operation === 'create' || operation === 'update'
              ? sourceLanguageOf(
                  operation === 'create' ? undefined : (originalDoc?.sourceLanguage ?? value),
                  operation,
                  req.locale,
                )
              : value,
        ],
      },
    },
    {
      name: 'translation',
      type: 'group',
      label: both('translation'),
      access,
      hooks: { beforeChange: [trackTranslation] },
      fields: [
        {
          name: 'panel',
          type: 'ui',
          admin: { components: { Field: '@/admin/Translation/SourceChanges.client#SourceChanges' } },
        },
        { type: 'row', fields: locales.map(outOfDateCheckbox) },
        // "Translation updated": a save in the translation's language with this ticked takes the
        // source text of now as the new baseline. Never stored.
        {
          name: 'markUpToDate',
          type: 'checkbox',
          virtual: true,
          label: both('translationUpdated'),
          admin: { hidden: true, readOnly: false },
        },
        { name: 'baseline', type: 'json', admin: { hidden: true } },
        { name: 'changes', type: 'json', admin: { hidden: true } },
      ],
    },
  ]
}

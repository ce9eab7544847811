import type { CheckboxField } from 'payload'

import { translationLocale } from '@/i18n/locales'

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0
}

/**
 * Whether the post has an English version yet, so the posts list can show and filter the
 * posts still waiting for a translation. Not localized: it describes the document, and a
 * localized field could not be compared across locales in one list query. Recomputed on
 * every save from the English title (a post is translated once its English title exists).
 */
export const hasEnglishField: CheckboxField = {
  name: 'hasEnglish',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  label: { uk: 'Є англійською', en: 'In English' },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      uk: 'Оновлюється під час збереження англійської версії',
      en: 'Updated when the English version is saved',
    },
  },
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc, req, value }) => {
        const title: unknown = siblingData?.title
        // locale 'all' (seed, scripts): every locale's title arrives at once.
        if (title && typeof title === 'object') return hasText((title as Record<string, unknown>)[translationLocale])
        if (req.locale === translationLocale) return hasText(title ?? originalDoc?.title)
        // Saving another locale leaves the English version as it was.
        return typeof originalDoc?.hasEnglish === 'boolean' ? originalDoc.hasEnglish : Boolean(value)
      },
    ],
  },
}

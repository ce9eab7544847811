import type { LivePreviewConfig } from 'payload'

import { isLocale, localizedPath } from '@/i18n/locales'
import { isPageSlug, pagePath, postPath } from '@/lib/routes'

type PreviewPathOf = (data: Record<string, unknown>) => string | null

/**
 * Live preview in the admin: the public page of the document in the locale being edited,
 * opened through /api/preview, which turns on Next's draft mode for the editor's browser so
 * that the page renders the draft instead of the cached published version.
 */
function livePreviewFor(pathOf: PreviewPathOf): LivePreviewConfig {
  return {
    url: ({ data, locale, req }) => {
      const code = locale?.code
      const path = pathOf(data)
      if (!path || !isLocale(code)) return null
      const target = localizedPath(code, path)
      return `${req.payload.config.serverURL}/api/preview?path=${encodeURIComponent(target)}`
    },
    breakpoints: [
      { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
      { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
    ],
  }
}

export const pageLivePreview = livePreviewFor((data) => (isPageSlug(data.slug) ? pagePath(data.slug) : null))

// A post is previewable once it has an address (slug) in the edited locale.
export const postLivePreview = livePreviewFor((data) =>
  typeof data.slug === 'string' && data.slug ? postPath(data.slug) : null,
)

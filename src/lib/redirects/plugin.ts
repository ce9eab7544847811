import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { hasRole } from '@/access'
import { tags } from '@/lib/cache/tags'
import { contentChanged } from '@/lib/cache/contentChanged'

const expireRedirects: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await contentChanged(req, [tags.redirects])
  return doc
}

/**
 * Redirect rules managed in the CMS (SPEC §4): an old address → a page, a post or any URL.
 * Editors manage them; the public site reads them on the server only (src/lib/redirects/find.ts).
 */
export const redirects = redirectsPlugin({
  collections: ['pages', 'posts'],
  overrides: {
    labels: { singular: { uk: 'Переадресація', en: 'Redirect' }, plural: { uk: 'Переадресації', en: 'Redirects' } },
    admin: {
      group: { uk: 'Налаштування', en: 'Settings' },
      useAsTitle: 'from',
      description: {
        uk: 'Стара адреса (напр. /old-page або /en/old-page) → сторінка, допис або URL. Відповідь 308.',
        en: 'Old address (e.g. /old-page or /en/old-page) → a page, a post or a URL. Answered with 308.',
      },
    },
    access: {
      read: hasRole('editor'),
      create: hasRole('editor'),
      update: hasRole('editor'),
      delete: hasRole('editor'),
    },
    hooks: { afterChange: [expireRedirects], afterDelete: [expireRedirects] },
  },
})

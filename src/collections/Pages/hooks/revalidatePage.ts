import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { locales } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { contentChanged } from '@/lib/cache/contentChanged'

function pageTags(slug: string | null | undefined): string[] {
  return slug ? [...locales.map((locale) => tags.page(slug, locale)), tags.pages] : []
}

/** Publishing, unpublishing or changing the route of a page refreshes it in both languages. */
export const revalidatePage: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const statusChanged = doc._status === 'published' || previousDoc?._status === 'published'
  if (statusChanged) await contentChanged(req, [...pageTags(doc.slug), ...pageTags(previousDoc?.slug)])
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await contentChanged(req, pageTags(doc?.slug))
  return doc
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { locales } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { contentChanged } from '@/lib/cache/contentChanged'

/** A post shows on its own page, the blog lists and the home page's news: refresh them all. */
function postTags(id: number | string): string[] {
  return [tags.post(id), ...locales.map((locale) => tags.posts(locale))]
}

export const revalidatePost: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc._status === 'published' || previousDoc?._status === 'published') await contentChanged(req, postTags(doc.id))
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await contentChanged(req, postTags(doc.id))
  return doc
}

import type { GlobalAfterChangeHook } from 'payload'

import { tags } from '@/lib/cache/tags'
import { contentChanged } from '@/lib/cache/contentChanged'

/** A global shows on every page: its tag is part of every page's cache. */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await contentChanged(req, [tags.global(global.slug)])
  return doc
}

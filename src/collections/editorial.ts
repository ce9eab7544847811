import type { CollectionConfig } from 'payload'

import { hasRole, publishedOrEditor } from '@/access'

/**
 * What pages, posts and reviews share: everyone reads what is published; editors (and admins)
 * read drafts and versions and write; drafts autosave every 2 s.
 */
export const editorialAccess: CollectionConfig['access'] = {
  read: publishedOrEditor,
  create: hasRole('editor'),
  update: hasRole('editor'),
  delete: hasRole('editor'),
  readVersions: hasRole('editor'),
}

export function editorialVersions({
  maxPerDoc,
  schedulePublish = false,
}: {
  maxPerDoc: number
  schedulePublish?: boolean
}): CollectionConfig['versions'] {
  return {
    drafts: { autosave: { interval: 2000 }, ...(schedulePublish ? { schedulePublish: true } : {}) },
    maxPerDoc,
  }
}

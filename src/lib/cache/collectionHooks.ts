import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { contentChanged } from './contentChanged'

/** Hooks for a collection whose documents appear in lists under one tag (reviews, vacancies, grades). */
export function revalidateTagHooks(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req }) => {
        await contentChanged(req, [tag])
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await contentChanged(req, [tag])
        return doc
      },
    ],
  }
}

import type { CollectionAfterChangeHook, TaskType } from 'payload'

/**
 * Queues the e-mail of a new submission inside the transaction that stores it: either both
 * the document and its delivery job exist, or neither does. The visitor's answer never waits
 * for SMTP; the jobs queue sends it.
 */
export const queueDeliveryOnCreate =
  (task: TaskType): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    if (operation === 'create') {
      await req.payload.jobs.queue({ task, input: { id: doc.id as number }, req })
    }
    return doc
  }

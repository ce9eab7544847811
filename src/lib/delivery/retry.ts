import type { Payload } from 'payload'

import type { DeliveryFeature, SubmissionSlug } from './types'

/**
 * Sends again every e-mail whose delivery failed for good (all its attempts refused: the SMTP
 * server was down for longer than the retries last): each submission goes back to `retrying`
 * and gets a new job, with the retries of a new one. Its lock and its `sent` mark still make
 * it go once (./deliver.ts). Returns how many were queued, per collection.
 */
export async function retryFailedDeliveries(
  payload: Payload,
  features: DeliveryFeature[],
): Promise<Record<string, number>> {
  const queued: Record<string, number> = {}
  for (const { collection, task } of features) {
    const failed = await payload.find({
      collection,
      where: { 'delivery.state': { equals: 'failed' } },
      limit: 1000,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { delivery: true },
    })
    for (const doc of failed.docs) {
      await payload.update({
        collection,
        id: doc.id,
        data: { delivery: { ...doc.delivery, state: 'retrying' } },
        overrideAccess: true,
        depth: 0,
        context: { disableRevalidate: true },
      })
      await payload.jobs.queue({ task, input: { id: doc.id } })
    }
    queued[collection] = failed.docs.length
  }
  return queued
}

/** How many e-mails wait to be sent and how many failed for good, for the dashboard. */
export async function deliveryCounts(
  payload: Payload,
  collections: SubmissionSlug[] = ['contact-forms', 'cv-submissions'],
): Promise<{ waiting: number; failed: number }> {
  let waiting = 0
  let failed = 0
  for (const collection of collections) {
    const [open, lost] = await Promise.all([
      payload.count({ collection, where: { 'delivery.state': { in: ['pending', 'retrying'] } }, overrideAccess: true }),
      payload.count({ collection, where: { 'delivery.state': { equals: 'failed' } }, overrideAccess: true }),
    ])
    waiting += open.totalDocs
    failed += lost.totalDocs
  }
  return { waiting, failed }
}

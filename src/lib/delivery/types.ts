import type { Payload, TaskType } from 'payload'

import type { OutgoingMail } from '@/lib/mail/compose'

/** The collections whose documents are e-mailed once stored (each a feature: src/features). */
export type SubmissionSlug = 'contact-forms' | 'cv-submissions'
export type DeliveryResult = 'sent' | 'already-sent' | 'missing'

/**
 * What a feature gives the delivery (src/features/<feature>/delivery.ts): its collection, the
 * name of its jobs-queue task, and how its stored document becomes its e-mail. The delivery
 * (the queue's task, the lock, the retries and their record) is the same for every feature and
 * knows none of them; payload.config.ts passes the list.
 */
export type DeliveryFeature = {
  collection: SubmissionSlug
  task: TaskType
  compose: (payload: Payload, doc: unknown) => Promise<OutgoingMail>
}

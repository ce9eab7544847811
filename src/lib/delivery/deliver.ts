import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { composeContactMail, composeCvMail, hrRecipients, type OutgoingMail } from '@/lib/mail/compose'

export type SubmissionSlug = 'contact-forms' | 'cv-submissions'
export type DeliveryResult = 'sent' | 'already-sent' | 'missing'

const summarize = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

const tables: Record<SubmissionSlug, string> = { 'contact-forms': 'contact_forms', 'cv-submissions': 'cv_submissions' }

/** How long a worker may hold a submission while talking to SMTP (the transport times out sooner). */
const leaseSeconds = 120

/**
 * Takes the submission for this worker, in one statement: only when its e-mail is not sent yet
 * and no other worker holds it. Two jobs (or two servers) for one submission can never both
 * reach SMTP.
 */
async function claim(payload: Payload, collection: SubmissionSlug, id: number): Promise<boolean> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rowCount } = await pool.query(
    `UPDATE "${tables[collection]}" SET delivery_locked_until = now() + make_interval(secs => $2)
     WHERE id = $1 AND delivery_state IS DISTINCT FROM 'sent'
       AND (delivery_locked_until IS NULL OR delivery_locked_until < now())`,
    [id, leaseSeconds],
  )
  return rowCount === 1
}

function compose(payload: Payload, collection: SubmissionSlug, doc: unknown): OutgoingMail {
  if (collection === 'contact-forms') return composeContactMail(doc as Parameters<typeof composeContactMail>[0])
  const staticDir = payload.collections['cv-submissions'].config.upload.staticDir ?? ''
  return composeCvMail(doc as Parameters<typeof composeCvMail>[0], staticDir, hrRecipients())
}

/**
 * Sends the e-mail of one submission. Idempotent: a submission whose e-mail was sent is never
 * sent again, so a retried or duplicated job does nothing. A failure records the attempt and
 * the error on the submission (visible in the admin) and rethrows, so the jobs queue retries
 * with its backoff; on the final attempt the state becomes `failed`.
 *
 * Should the process die between the SMTP server's acceptance and the `sent` mark, the lease
 * runs out and the e-mail may go once more, with the same Message-ID for mail clients to fold.
 */
export async function deliverSubmission(
  payload: Payload,
  collection: SubmissionSlug,
  id: number,
  finalAttempt = false,
): Promise<DeliveryResult> {
  if (!(await claim(payload, collection, id))) {
    const current = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!current) return 'missing'
    if (current.delivery?.state === 'sent') return 'already-sent'
    throw new Error('Another worker is sending this e-mail right now; trying again later')
  }

  const doc = await payload.findByID({ collection, id, depth: 1, overrideAccess: true, locale: 'uk' })
  const attempts = (doc.delivery?.attempts ?? 0) + 1
  const record = (delivery: Record<string, unknown>) =>
    payload.update({
      collection,
      id,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
      data: { delivery: { ...delivery, attempts, lockedUntil: null } },
    })

  try {
    const mail = compose(payload, collection, doc)
    if (!mail.to) throw new Error('No recipients for this submission')
    const info = (await payload.sendEmail({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: mail.messageId,
      attachments: mail.attachments,
    })) as { messageId?: string; rejected?: unknown[] } | undefined
    // Some recipients refused, others took it: sending again would duplicate it for the
    // others, so it counts as sent and the refusals are noted.
    const rejected = (info?.rejected ?? []).map(String)
    await record({
      state: 'sent',
      lastError: rejected.length ? `Refused by the SMTP server: ${rejected.join(', ')}`.slice(0, 500) : null,
      sentAt: new Date().toISOString(),
      messageId: info?.messageId ?? mail.messageId,
    })
    return 'sent'
  } catch (error) {
    await record({ state: finalAttempt ? 'failed' : 'retrying', lastError: summarize(error) })
    payload.logger.warn(`[mail] ${collection}/${id} attempt ${attempts} failed${finalAttempt ? ' (final)' : ''}: ${summarize(error)}`)
    throw error
  }
}

import type { Payload } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { withSenderLock } from './senderLock'
import type { DeliveryFeature, DeliveryResult } from './types'
import { appMetrics } from '@/shared/crossing'

const summarize = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * Sends the e-mail of one submission. Idempotent: a submission whose e-mail was sent is never
 * sent again, so a retried or duplicated job does nothing. Two jobs (or two servers) for one
 * submission never both reach SMTP: the sender holds the submission's lock (./senderLock.ts)
 * from before it reads the delivery state until after it has recorded the result. A failure
 * records the attempt and the error on the submission (visible in the admin) and rethrows, so
 * the jobs queue retries with its backoff; on the final attempt the state becomes `failed`.
 *
 * Should the process die between the SMTP server's acceptance and the `sent` mark, the e-mail
 * may go once more on the next try, with the same Message-ID for mail clients to fold.
 */
export async function deliverSubmission(
  payload: Payload,
  feature: DeliveryFeature,
  id: number,
  finalAttempt = false,
): Promise<DeliveryResult> {
  const { collection } = feature
  const result = await withSenderLock(payload, collection, id, () => send(payload, feature, id, finalAttempt))
  if (result !== 'busy') return result
  const current = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!current) return 'missing'
  if (current.delivery?.state === 'sent') return 'already-sent'
  // Expected when two instances took the same job: one line at debug, and the queue tries later.
  payload.logger.debug(`[mail] ${collection}/${id}: another worker holds its sender lock; trying again later`)
  throw new Error('Another worker is sending this e-mail right now; trying again later')
}

/** The send itself, run while holding the submission's lock. */
async function send(
  payload: Payload,
  { collection, compose }: DeliveryFeature,
  id: number,
  finalAttempt: boolean,
): Promise<DeliveryResult> {
  const doc = await payload.findByID({
    collection,
    id,
    depth: 1,
    overrideAccess: true,
    locale: defaultLocale,
    disableErrors: true,
  })
  if (!doc) return 'missing'
  if (doc.delivery?.state === 'sent') return 'already-sent'
  const attempts = (doc.delivery?.attempts ?? 0) + 1
  const record = (delivery: Record<string, unknown>) =>
    payload.update({
      collection,
      id,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
      data: { delivery: { ...delivery, attempts } },
    })

  try {
    const mail = await compose(payload, doc)
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
    appMetrics.count('emails_sent', collection)
    return 'sent'
  } catch (error) {
    appMetrics.count('emails_failed', collection)
    await record({ state: finalAttempt ? 'failed' : 'retrying', lastError: summarize(error) })
    payload.logger.warn(
      `[mail] ${collection}/${id} attempt ${attempts} failed${finalAttempt ? ' (final)' : ''}: ${summarize(error)}`,
    )
    throw error
  }
}

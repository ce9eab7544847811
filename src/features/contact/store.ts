import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { ResolvedDepartment } from './departments'
import type { ContactMessage } from './schema'
import { contactRequestTitle } from './title'

export type MessageContext = { locale: Locale; pageUrl?: string; userAgent?: string }

/**
 * Stores an accepted message (status `new`) through Payload, so the collection's defaults
 * (delivery `pending`, 0 attempts), hooks and the e-mail job that `queueDeliveryOnCreate`
 * queues in the same transaction all apply: both rows exist, or neither does. About 8 ms of
 * CPU per message (every field's hooks, then the job's), against 0.8 ms for the hand-written
 * SQL it replaced (300 messages through the Local API): a price a contact form can pay.
 */
export async function storeContactMessage(
  payload: Payload,
  message: ContactMessage,
  department: ResolvedDepartment,
  context: MessageContext,
  /** The transaction it joins (src/lib/landing/deadline.ts), if any. */
  req?: Partial<PayloadRequest>,
): Promise<{ id: number }> {
  // One moment for both stamps, as the row's own defaults gave them (Payload takes two readings).
  const now = new Date().toISOString()
  const doc = await payload.create({
    collection: 'contact-forms',
    // Visitors may not create documents; this endpoint is their only way in.
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      status: 'new',
      company: message.company,
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message || undefined,
      title: contactRequestTitle,
      accept: message.accept,
      depart: department.key || undefined,
      department: department.name || undefined,
      recipients: department.recipients.join(', '),
      locale: context.locale,
      pageUrl: context.pageUrl,
      userAgent: context.userAgent,
      createdAt: now,
      updatedAt: now,
    },
  })
  return { id: doc.id }
}

/** The browser's User-Agent, kept for staff: printable, at most 500 characters. */
export function cleanUserAgent(value: string | null): string | undefined {
  const cleaned = value
    ?.replace(/[\u0000-\u001F\u007F]/g, '')
    .trim()
    .slice(0, 500)
  return cleaned || undefined
}

import type { Where } from 'payload'

import { positive } from '@/lib/env'

/**
 * When a retained record expires, in one place for the deletion run, the expiry date shown on
 * each record and the dashboard's "expiring soon" list, so the three never disagree: its last
 * change plus the collection's retention, or the admin's "keep until" date if that is later.
 */
export type RetainedSlug = 'contact-forms' | 'cv-submissions'

export const retainedSlugs: RetainedSlug[] = ['contact-forms', 'cv-submissions']

/** Days a record is kept after its last change, per collection. */
export function retentionDaysFromEnv(
  env: Record<string, string | undefined> = process.env,
): Record<RetainedSlug, number> {
  return {
    'contact-forms': positive(env.RETENTION_MESSAGE_DAYS, 730),
    'cv-submissions': positive(env.RETENTION_CV_DAYS, 180),
  }
}

export const dayMs = 24 * 60 * 60 * 1000

/** The dashboard lists what expires within this many days (issue 25: "the next 30 days"). */
export const expiringWithinDays = 30

type DateValue = Date | string | null | undefined

/** The date a record with this last change and "keep until" expires, or null without a last change. */
export function expiryDate(updatedAt: DateValue, keepUntil: DateValue, days: number): Date | null {
  if (!updatedAt) return null
  const byRetention = new Date(new Date(updatedAt).getTime() + days * dayMs)
  if (Number.isNaN(byRetention.getTime())) return null
  const kept = keepUntil ? new Date(keepUntil) : null
  return kept && kept.getTime() > byRetention.getTime() ? kept : byRetention
}

/**
 * The records that expire before `date`: unchanged since `days` before it, and with no "keep
 * until" at or after it. Written as an OR of ANDs, the one shape the admin's filter builder
 * shows as it is, so the dashboard's link opens a list whose filter reads as the rule.
 */
export function expiresBefore(date: Date, days: number): Where {
  const unchanged: Where = { updatedAt: { less_than: new Date(date.getTime() - days * dayMs).toISOString() } }
  return {
    or: [
      { and: [unchanged, { keepUntil: { exists: false } }] },
      { and: [unchanged, { keepUntil: { less_than: date.toISOString() } }] },
    ],
  }
}

import type { Payload, TypedUser, Where } from 'payload'

import { listQuery } from '@/lib/listQuery'
import {
  dayMs,
  expiresBefore,
  expiringWithinDays,
  retainedSlugs,
  retentionDaysFromEnv,
  type RetainedSlug,
} from './window'

/** What an admin sees coming: the records of each collection that expire within the next 30 days. */
export function expiringSoon(now = new Date(), days = retentionDaysFromEnv()): Record<RetainedSlug, Where> {
  const horizon = new Date(now.getTime() + expiringWithinDays * dayMs)
  return Object.fromEntries(
    retainedSlugs.map((collection) => [collection, expiresBefore(horizon, days[collection])]),
  ) as Record<RetainedSlug, Where>
}

/**
 * How many records of each collection expire within the next 30 days, counted with `user`'s
 * access: the "keep until" date it filters on is the admins' alone, so only they can count.
 */
export async function countExpiringSoon(
  payload: Payload,
  user: TypedUser,
  now = new Date(),
  days = retentionDaysFromEnv(),
): Promise<Record<RetainedSlug, number>> {
  const where = expiringSoon(now, days)
  const counts = await Promise.all(
    retainedSlugs.map((collection) =>
      payload.count({ collection, where: where[collection], overrideAccess: false, user }),
    ),
  )
  return Object.fromEntries(retainedSlugs.map((collection, index) => [collection, counts[index].totalDocs])) as Record<
    RetainedSlug,
    number
  >
}

/** The expiring list's address query: filtered by `where`, oldest change (soonest expiry) first. */
export const expiringListQuery = (where: Where): string => listQuery(where, { sort: 'updatedAt' })

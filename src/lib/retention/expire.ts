import type { Payload } from 'payload'

import { positive } from '@/lib/env'
import { withRetentionLock } from './lock'
import { expiresBefore, retainedSlugs, retentionDaysFromEnv, type RetainedSlug } from './window'

export { retentionDaysFromEnv, type RetainedSlug } from './window'

/**
 * Personal data is kept only as long as allowed: a contact message RETENTION_MESSAGE_DAYS
 * (default 730) and a CV RETENTION_CV_DAYS (default 180) after its last change, or until the
 * date an admin set in its "keep until" (an applicant kept in the talent pool, a message in an
 * open deal) if that is later; then the record is deleted through the Local API, so Payload
 * removes its file too (the data folder or the bucket, through the storage plugin), by one of
 * the servers that run the jobs queue (below). Each run logs how many it deleted and their ids,
 * never a name, address or text.
 */

/** Deletes what has expired at `now`; returns the ids deleted per collection. */
export async function expireSubmissions(
  payload: Payload,
  now = new Date(),
  days = retentionDaysFromEnv(),
): Promise<Record<RetainedSlug, (number | string)[]>> {
  const deleted = {} as Record<RetainedSlug, (number | string)[]>
  for (const collection of retainedSlugs) {
    const result = await payload.delete({
      collection,
      where: expiresBefore(now, days[collection]),
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    deleted[collection] = result.docs.map((doc) => doc.id)
    if (deleted[collection].length)
      payload.logger.info(
        `[retention] ${collection}: deleted ${deleted[collection].length} unchanged for ${days[collection]} days and past their keep-until (ids ${deleted[collection].join(', ')}), with their files`,
      )
    for (const failure of result.errors)
      payload.logger.warn(`[retention] ${collection}/${failure.id}: not deleted: ${failure.message}`)
  }
  return deleted
}

/**
 * One run across every server on the database (./lock.ts): a server whose check comes while
 * another's run is under way skips it (`'busy'`) rather than deleting the same records beside it.
 */
export function runRetention(
  payload: Payload,
  now = new Date(),
  days = retentionDaysFromEnv(),
): Promise<Record<RetainedSlug, (number | string)[]> | 'busy'> {
  return withRetentionLock(payload, () => expireSubmissions(payload, now, days))
}

const timers = new WeakMap<Payload, NodeJS.Timeout>()

/**
 * Every server that runs the jobs queue checks every hour (RETENTION_CHECK_MINUTES), the first
 * time a minute after its start: stricter than the issue's "daily" (a record is gone within an
 * hour of its expiry, not a day), and with no schedule to keep in the database (a scheduled
 * Payload task would add a task to the jobs' enum and Payload's job statistics table, a
 * migration). "Once across instances" is the advisory lock of runRetention: of servers checking
 * at the same moment one runs and the others skip; a later check deletes only what expired since.
 * The timer never keeps the process alive.
 */
export function startRetention(payload: Payload, env: Record<string, string | undefined> = process.env): void {
  if (timers.has(payload)) return
  const run = () =>
    runRetention(payload).then(
      (result) => {
        if (result === 'busy') payload.logger.debug('[retention] another server is running the check; skipped')
      },
      (error: unknown) => payload.logger.warn(`[retention] check failed: ${(error as Error).message}`),
    )
  const first = setTimeout(() => {
    void run()
    const timer = setInterval(run, positive(env.RETENTION_CHECK_MINUTES, 60) * 60_000)
    timer.unref()
    timers.set(payload, timer)
  }, 60_000)
  first.unref()
  timers.set(payload, first)
}

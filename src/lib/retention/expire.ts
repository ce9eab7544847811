import type { Payload } from 'payload'

import { positive } from '@/lib/env'

/**
 * Personal data is kept only as long as allowed: a contact message RETENTION_MESSAGE_DAYS
 * (default 730) and a CV RETENTION_CV_DAYS (default 180) after its last change, then the record
 * is deleted through the Local API, so Payload removes its file too (the data folder or the
 * bucket, through the storage plugin), by every server that runs the jobs queue (below). Each
 * run logs how many it deleted and their ids, never a name, address or text.
 */
export type RetainedSlug = 'contact-forms' | 'cv-submissions'

export function retentionDaysFromEnv(
  env: Record<string, string | undefined> = process.env,
): Record<RetainedSlug, number> {
  return {
    'contact-forms': positive(env.RETENTION_MESSAGE_DAYS, 730),
    'cv-submissions': positive(env.RETENTION_CV_DAYS, 180),
  }
}

const dayMs = 24 * 60 * 60 * 1000

/** Deletes what has expired at `now`; returns the ids deleted per collection. */
export async function expireSubmissions(
  payload: Payload,
  now = new Date(),
  days = retentionDaysFromEnv(),
): Promise<Record<RetainedSlug, (number | string)[]>> {
  const deleted = {} as Record<RetainedSlug, (number | string)[]>
  for (const collection of Object.keys(days) as RetainedSlug[]) {
    const cutoff = new Date(now.getTime() - days[collection] * dayMs).toISOString()
    const result = await payload.delete({
      collection,
      where: { updatedAt: { less_than: cutoff } },
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    deleted[collection] = result.docs.map((doc) => doc.id)
    if (deleted[collection].length)
      payload.logger.info(
        `[retention] ${collection}: deleted ${deleted[collection].length} unchanged for ${days[collection]} days (ids ${deleted[collection].join(', ')}), with their files`,
      )
    for (const failure of result.errors)
      payload.logger.warn(`[retention] ${collection}/${failure.id}: not deleted: ${failure.message}`)
  }
  return deleted
}

const timers = new WeakMap<Payload, NodeJS.Timeout>()

/**
 * Every server that runs the jobs queue checks every hour (RETENTION_CHECK_MINUTES), the first
 * time a minute after its start: stricter than "daily", and with no schedule to keep in the
 * database (a scheduled Payload task would add a task to the jobs' enum and Payload's job
 * statistics table, a migration). Instances checking at once delete nothing twice: the second
 * finds the records gone. The timer never keeps the process alive.
 */
export function startRetention(payload: Payload, env: Record<string, string | undefined> = process.env): void {
  if (timers.has(payload)) return
  const run = () =>
    expireSubmissions(payload).catch((error: unknown) =>
      payload.logger.warn(`[retention] check failed: ${(error as Error).message}`),
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

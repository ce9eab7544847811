import type { Payload } from 'payload'

/**
 * Payload's queue marks a job `processing` when a server takes it and clears the mark when the
 * run ends; a server that dies in between (killed, out of memory, a lost machine) leaves the
 * job marked, and no server would ever take it again: its e-mail would never go. Every server
 * running the queue therefore hands back jobs marked for longer than JOBS_STALE_AFTER_SECONDS
 * (default 300: a run is one e-mail, whose SMTP exchange times out within a minute), through
 * the Local API. Should the server that holds one be merely slow, a second run is harmless:
 * the submission's lock lets only one of them reach SMTP, and a sent e-mail is never sent
 * again (./deliver.ts, ./senderLock.ts).
 */
const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : fallback
}

export const staleAfterSecondsFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  positive(env.JOBS_STALE_AFTER_SECONDS, 300)

/** Hands back the jobs left `processing` for longer than `staleSeconds`; returns their ids. */
export async function reapStaleJobs(
  payload: Payload,
  staleSeconds = staleAfterSecondsFromEnv(),
): Promise<(number | string)[]> {
  const markedBefore = new Date(Date.now() - staleSeconds * 1000).toISOString()
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: markedBefore } },
        { completedAt: { exists: false } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  const ids = docs.map((doc) => doc.id)
  if (ids.length > 0)
    payload.logger.warn(
      `[jobs] ${ids.length} job(s) left processing for over ${staleSeconds} s handed back to the queue: ${ids.join(', ')}`,
    )
  return ids
}

const timers = new WeakMap<Payload, NodeJS.Timeout>()

/** Checks every half stale interval (at most every minute); the timer never keeps the process alive. */
export function startJobReaper(payload: Payload, staleSeconds = staleAfterSecondsFromEnv()): void {
  if (timers.has(payload)) return
  const everyMs = Math.max(1000, Math.min(60_000, (staleSeconds * 1000) / 2))
  const timer = setInterval(() => {
    reapStaleJobs(payload, staleSeconds).catch((error: unknown) =>
      payload.logger.warn(`[jobs] stale job check failed: ${(error as Error).message}`),
    )
  }, everyMs)
  timer.unref()
  timers.set(payload, timer)
}

export function stopJobReaper(payload: Payload): void {
  clearInterval(timers.get(payload))
  timers.delete(payload)
}

import type { Payload, PayloadRequest } from 'payload'

import { positive } from '@/lib/env'

/**
 * A visitor's send is answered within LANDING_DEADLINE_MS (default 8000) whatever hangs (a
 * database that stopped answering: issue 26), and what the answer says is true: a send answered
 * 503 is not stored later. The landing endpoint (src/endpoints/landing/guard.ts) answers 503 when
 * the deadline passes and aborts `signal`; the store runs in a transaction of its own, committed
 * only while the deadline has not passed, so work that resumes after it (the database back) is
 * rolled back instead. The form keeps what the visitor typed, and they send again.
 */
export function landingDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  return positive(env.LANDING_DEADLINE_MS, 8000)
}

export class DeadlinePassed extends Error {
  constructor() {
    super('the landing deadline passed before the send was stored')
    this.name = 'DeadlinePassed'
  }
}

/**
 * Runs `store` in a transaction (the document and the e-mail job its hook queues, together),
 * commits it if `signal` is not aborted by then, and rolls it back otherwise.
 */
export async function storeBeforeDeadline<T>(
  payload: Payload,
  signal: AbortSignal | undefined,
  store: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) return store({})
  try {
    if (signal?.aborted) throw new DeadlinePassed()
    const result = await store({ transactionID })
    if (signal?.aborted) throw new DeadlinePassed()
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}

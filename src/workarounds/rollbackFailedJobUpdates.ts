import type { BaseDatabaseAdapter, Payload } from 'payload'

import { workaroundOn } from './switches'

/**
 * Roll back the transaction of a job update that failed. Payload's jobs queue writes a job's
 * progress through `updateJobs` (payload/src/queues/utilities/updateJob.ts), which begins a
 * transaction, calls the adapter's `updateJobs` in it and commits, with nothing in between to
 * roll back when the adapter's call throws: the transaction stays open, its connection held
 * "idle in transaction (aborted)" until PostgreSQL ends it (idle_in_transaction_session_timeout,
 * 60 s here). payloadcms/payload#17912 (fixed by payloadcms/payload#17979, not merged in the 3.90
 * this site runs).
 *
 * Here it is not rare: both instances of the cluster can take the same job (Payload's claim reads
 * and then updates, without a row lock); the first to finish deletes it (deleteJobOnComplete),
 * and the other's write of the job's log then fails. After a rolling restart the returning
 * instance took 20 jobs at once, 8 of its 10 connections were left so, and the visitors' sends
 * it was given waited for a connection past their deadline (CI, 2026-11-27: 51 answered 503).
 * The e-mails themselves are guarded by the sender lock (src/lib/delivery/senderLock.ts).
 *
 * The adapter's `updateJobs` is wrapped: when it throws with a transaction on its request, that
 * transaction is rolled back (its connection goes back to the pool) and the error goes on as
 * before. Payload calls the adapter's `updateJobs` from that one function only, always in a
 * transaction it began for the call. Relies on: that call (tests/integration/framework-workarounds.test.ts
 * fails when a job update no longer reaches the adapter in a transaction of its own, or a failed
 * one leaves a connection in a transaction). Off with ROLLBACK_FAILED_JOB_UPDATES=0.
 */
type AdapterResult = { init: (args: { payload: Payload }) => BaseDatabaseAdapter }

export function rollbackFailedJobUpdates<T extends AdapterResult>(adapter: T): T {
  return {
    ...adapter,
    init: (args: { payload: Payload }) => {
      const db = adapter.init(args)
      // Read as each Payload starts (its test starts one with the switch off).
      if (!workaroundOn('rollbackFailedJobUpdates')) return db
      const updateJobs = db.updateJobs.bind(db)
      db.updateJobs = async (updateArgs) => {
        try {
          return await updateJobs(updateArgs)
        } catch (error) {
          const transaction = updateArgs.req?.transactionID
          if (transaction) await db.rollbackTransaction(transaction).catch(() => undefined)
          throw error
        }
      }
      return db
    },
  }
}

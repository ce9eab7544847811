import type { TaskConfig } from 'payload'

import { positive } from '@/lib/env'
import { deliverSubmission } from './deliver'
import type { DeliveryFeature } from './types'

/**
 * Retries after the first attempt, with exponential backoff: 2 s, 4 s, 8 s, … (8 retries, so
 * 9 attempts over about 8.5 minutes). MAIL_RETRY_ATTEMPTS (at least 4: the issue asks for 5
 * attempts or more) and MAIL_RETRY_DELAY_MS tune them (tests shorten the delay).
 */
export function deliveryRetriesFromEnv(env: Record<string, string | undefined> = process.env) {
  return {
    attempts: Math.max(4, positive(env.MAIL_RETRY_ATTEMPTS, 8)),
    backoff: { type: 'exponential' as const, delay: positive(env.MAIL_RETRY_DELAY_MS, 2000) },
  }
}

type DeliveryTask = TaskConfig<{ input: { id: number }; output: { result: string } }>

const deliveryTask = (feature: DeliveryFeature): DeliveryTask => {
  const retries = deliveryRetriesFromEnv()
  const slug = feature.task
  return {
    slug,
    label: slug,
    retries,
    inputSchema: [{ name: 'id', type: 'number', required: true }],
    outputSchema: [{ name: 'result', type: 'text' }],
    handler: async ({ input, job, req }) => {
      // Payload gives up on a task once its failed runs in the log reach `retries.attempts`
      // (handleTaskError): this run is the last one when that many have failed before it.
      const failedBefore = job.log?.filter((entry) => entry.taskSlug === slug && entry.state === 'failed').length ?? 0
      const result = await deliverSubmission(req.payload, feature, input.id, failedBefore >= retries.attempts)
      return { output: { result } }
    },
  }
}

/** One jobs-queue task per feature that sends its submissions (payload.config.ts lists them). */
export const deliveryTasks = (features: DeliveryFeature[]) => features.map(deliveryTask) as unknown as TaskConfig[]

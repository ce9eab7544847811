import { NodeHttpHandler } from '@smithy/node-http-handler'

import { appMetrics } from '@/shared/crossing'

type Handle = NodeHttpHandler['handle']

/**
 * The AWS SDK's own Node.js request handler, counting what failed into the metrics
 * (`site_events_total{event="s3_errors"}`): a request that got no answer (detail: its error code,
 * such as `ECONNREFUSED`, or `TimeoutError` for a deadline) and an answer of the server's own
 * failure (detail: the 5xx status). A 404 is an answer, not an error (an upload not there). Given
 * as the client's `requestHandler`, the SDK's documented place for it, so Payload's storage
 * adapter and our own reads (src/lib/storage/bucket.ts, backups) count alike.
 */
export class CountedHttpHandler extends NodeHttpHandler {
  override async handle(...args: Parameters<Handle>): ReturnType<Handle> {
    try {
      const answer = await super.handle(...args)
      if (answer.response.statusCode >= 500) appMetrics.count('s3_errors', String(answer.response.statusCode))
      return answer
    } catch (error) {
      const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown }
      appMetrics.count('s3_errors', typeof code === 'string' ? code : typeof name === 'string' ? name : 'Error')
      throw error
    }
  }
}

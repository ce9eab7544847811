import { Redis } from 'ioredis'

import type { FrontCacheControl } from '@/server/front/nearCache'
import { purgeChannel, redisUrl } from '@/shared/cluster'
import { appMetrics } from '@/shared/crossing'

export type PurgeSubscription = {
  /** Resolves once the first subscription is confirmed, or after `waitMs` (then still bypassed). */
  ready: Promise<void>
  close: () => Promise<void>
}

/**
 * The front layer's caches as a near cache in front of the shared one (multi-instance mode):
 * every instance subscribes to the purge channel, on which the cache handler publishes after it
 * has expired tags in Redis (src/next-cache/redisStore.ts), and empties its caches on
 * each message. While the subscription is down a purge could be missed, so the caches are
 * bypassed (pages are still answered, rendered or from the shared cache); on every
 * (re)connection they are emptied and used again once the subscription is confirmed.
 */
export function startPurgeSubscription(
  control: FrontCacheControl,
  options: { url?: string; waitMs?: number; log?: (line: string) => void } = {},
): PurgeSubscription {
  const channel = purgeChannel()
  const log = options.log ?? (() => undefined)
  control.bypass(true)
  const subscriber = new Redis(options.url ?? redisUrl() ?? 'redis://127.0.0.1:6379', {
    // Subscribed by hand after each connection, so the caches are used only once it is confirmed.
    autoResubscribe: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: null,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  })
  let closed = false
  let connectedOnce!: () => void
  const firstConnection = new Promise<void>((resolve) => (connectedOnce = resolve))

  // Lost connections are retried (retryStrategy); each failure is counted in the metrics.
  subscriber.on('error', () => appMetrics.count('redis_errors', 'purge'))
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        if (closed || subscriber.status !== 'ready') return
        control.bypass(false)
        log('near cache on: purges arrive through Redis')
        connectedOnce()
      },
      () => subscriber.disconnect(true),
    )
  })
  subscriber.on('close', () => {
    if (closed || control.bypassed) return
    control.bypass(true)
    log('Redis unreachable: near cache bypassed until the purge subscription is back')
  })
  subscriber.on('message', (from) => {
    if (from === channel) control.clear()
  })

  const waitMs = options.waitMs ?? 3000
  return {
    ready: Promise.race([firstConnection, new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref())]),
    close: async () => {
      closed = true
      subscriber.disconnect()
    },
  }
}

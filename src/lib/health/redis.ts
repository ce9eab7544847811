import { Redis } from 'ioredis'

import { redisUrl } from '@/shared/cluster'
import { appMetrics } from '@/shared/crossing'

let client: Redis | undefined

/** Whether Redis answers a PING within `timeoutMs` (for /api/health); undefined without REDIS_URL. */
export async function checkRedis(timeoutMs = 1000): Promise<boolean | undefined> {
  const url = redisUrl()
  if (!url) return undefined
  if (!client) {
    client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: timeoutMs,
      connectTimeout: timeoutMs,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    })
    client.on('error', () => appMetrics.count('redis_errors', 'health'))
  }
  if (client.status !== 'ready') {
    // Just started, or reconnecting: give it the same time to come up.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs)
      client!.once('ready', () => (clearTimeout(timer), resolve()))
    })
  }
  try {
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  }
}

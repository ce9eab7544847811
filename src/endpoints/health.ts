import type { Endpoint } from 'payload'

import { instanceHeader } from '@/shared/cluster'
import { checkRedis } from '@/lib/health/redis'
import { noStore } from '@/lib/landing/request'
import { checkStorage } from '@/lib/storage/files'

/**
 * GET /api/health: whether each part this server is configured with answers, `postgres` always,
 * `redis` with REDIS_URL, `s3` with S3_BUCKET, and `instance` with INSTANCE_ID (which instance
 * answered, behind a load balancer). 200 when all of them answer, 503 otherwise; never cached,
 * no address or secret.
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const [postgres, redis, storage] = await Promise.all([
      req.payload.count({ collection: 'departments', overrideAccess: true }).then(
        () => true,
        () => false,
      ),
      checkRedis(),
      checkStorage().then(
        (state) => state?.ok,
        () => false,
      ),
    ])
    const instance = instanceHeader()
    const parts = {
      postgres,
      ...(redis === undefined ? {} : { redis }),
      ...(storage === undefined ? {} : { s3: storage }),
    }
    const ok = Object.values(parts).every(Boolean)
    return Response.json(
      { ok, ...(instance ? { instance } : {}), ...parts },
      { status: ok ? 200 : 503, headers: noStore },
    )
  },
}

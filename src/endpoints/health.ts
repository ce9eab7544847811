import type { Endpoint } from 'payload'

import { instanceHeader } from '@/shared/cluster'
import { checkRedis } from '@/lib/health/redis'
import { noStore } from '@/lib/landing/request'
import { checkStorage } from '@/lib/storage/files'
import { positive } from '@/lib/env'

/** Each dependency's answer is awaited this long (HEALTH_CHECK_MS, default 2000) and no longer. */
const checkMs = () => positive(process.env.HEALTH_CHECK_MS, 2000)

/** `check`'s answer, or false when it fails or has none within `ms` (a hung dependency never answers). */
function within(ms: number, check: () => Promise<boolean | undefined>): Promise<boolean | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    check().then(
      (ok) => (clearTimeout(timer), resolve(ok)),
      () => (clearTimeout(timer), resolve(false)),
    )
  })
}

/**
 * GET /api/health/ready (and /api/health, its older name): whether each part this server is
 * configured with answers within its deadline (2 s each, asked at once, so the answer comes
 * within about 2 s whatever hangs): `postgres` always, `redis` with REDIS_URL, `s3` with
 * S3_BUCKET, and `instance` with INSTANCE_ID (which instance answered, behind a load balancer).
 * 200 when all of them answer, 503 otherwise; never cached, no address or secret. Liveness
 * (/api/health/live) and readiness while the server stops are the server's own
 * (src/server/lifecycle.ts): they never reach here.
 */
const ready: Endpoint['handler'] = async (req) => {
  const ms = checkMs()
  const [postgres, redis, storage] = await Promise.all([
    within(ms, () => req.payload.count({ collection: 'departments', overrideAccess: true }).then(() => true)),
    within(ms, () => checkRedis(ms)),
    within(ms, () => checkStorage(ms).then((state) => state?.ok)),
  ])
  const instance = instanceHeader()
  const parts = {
    postgres: Boolean(postgres),
    ...(redis === undefined ? {} : { redis }),
    ...(storage === undefined ? {} : { s3: storage }),
  }
  const ok = Object.values(parts).every(Boolean)
  return Response.json(
    { ok, ...(instance ? { instance } : {}), ...parts },
    { status: ok ? 200 : 503, headers: noStore },
  )
}

export const healthEndpoint: Endpoint = { path: '/health', method: 'get', handler: ready }
export const readyEndpoint: Endpoint = { path: '/health/ready', method: 'get', handler: ready }

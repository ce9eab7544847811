import type { Endpoint } from 'payload'

import { instanceHeader } from '@/shared/cluster'
import { readiness } from '@/lib/health/readiness'
import { noStore } from '@/lib/landing/request'

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
  const { ok, parts } = await readiness(req.payload)
  const instance = instanceHeader()
  return Response.json(
    { ok, ...(instance ? { instance } : {}), ...parts },
    { status: ok ? 200 : 503, headers: noStore },
  )
}

export const healthEndpoint: Endpoint = { path: '/health', method: 'get', handler: ready }
export const readyEndpoint: Endpoint = { path: '/health/ready', method: 'get', handler: ready }

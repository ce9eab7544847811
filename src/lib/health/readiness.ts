import type { Payload } from 'payload'

import { positive } from '@/lib/env'
import { checkStorage } from '@/lib/storage/files'
import { within } from '@/shared/within'
import { checkRedis } from './redis'

/** Each dependency's answer is awaited this long (HEALTH_CHECK_MS, default 2000) and no longer. */
export const healthCheckMs = (env: NodeJS.ProcessEnv = process.env) => positive(env.HEALTH_CHECK_MS, 2000)

/** `check`'s answer (undefined: not configured here), or false when it fails or has none within `ms`. */
const answerWithin = (ms: number, check: () => Promise<boolean | undefined>) => within(ms, check(), false)

export type Readiness = { ok: boolean; parts: { postgres: boolean; redis?: boolean; s3?: boolean } }

/**
 * Whether each part this server is configured with answers within its deadline, asked at once:
 * `postgres` always, `redis` with REDIS_URL, `s3` with S3_BUCKET. For /api/health/ready and the
 * admin's dashboard.
 */
export async function readiness(payload: Payload): Promise<Readiness> {
  const ms = healthCheckMs()
  const [postgres, redis, storage] = await Promise.all([
    answerWithin(ms, () => payload.count({ collection: 'departments', overrideAccess: true }).then(() => true)),
    answerWithin(ms, () => checkRedis(ms)),
    answerWithin(ms, () => checkStorage(ms).then((state) => state?.ok)),
  ])
  const parts = {
    postgres: Boolean(postgres),
    ...(redis === undefined ? {} : { redis }),
    ...(storage === undefined ? {} : { s3: storage }),
  }
  return { ok: Object.values(parts).every(Boolean), parts }
}

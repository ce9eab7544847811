/**
 * The multi-instance mode (issue 16), read from the environment. Without REDIS_URL nothing here
 * is on and the server is the one process of `npm start`.
 *
 * - REDIS_URL: Next's page and data cache lives in Redis, shared by every instance, and a publish
 *   on one instance purges the front layer's near cache on all of them (Redis pub/sub);
 *   rate-limit counters go to Redis too (src/lib/landing/rateLimit.ts).
 * - SHARED_CACHE=0: with REDIS_URL, each instance keeps Next's cache and its near cache to
 *   itself again, as one process does (the cluster tests use it to show what sharing is for).
 * - INSTANCE_ID: names this instance in every answer (`X-Instance`) and in /api/health.
 */
export function redisUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.REDIS_URL || undefined
}

/** Next's cache in Redis and the purge over pub/sub. */
export function sharedCacheOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(redisUrl(env)) && env.SHARED_CACHE !== '0'
}

/**
 * The instance's name for `X-Instance` and /api/health: INSTANCE_ID, and nothing when it is
 * unset (a single process has nothing to tell apart, and its answers stay as they were).
 */
export function instanceHeader(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.INSTANCE_ID?.trim() || undefined
}

/** Every key and channel this site writes in Redis starts with it (REDIS_PREFIX, default `site`). */
export function redisPrefix(env: NodeJS.ProcessEnv = process.env): string {
  return `${env.REDIS_PREFIX || 'site'}:`
}

/** The channel on which a publish tells every instance to empty its near cache. */
export const purgeChannel = (env: NodeJS.ProcessEnv = process.env) => `${redisPrefix(env)}front-purge`

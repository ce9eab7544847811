/**
 * Memory for Next's page and data cache in one process (next.config.ts's `cacheMaxMemorySize`,
 * and the cache handler's store when content changes before Next has asked it for anything).
 * With REDIS_URL the cache lives in Redis and none of it is kept in memory.
 */
export const nextCacheMemoryBytes = 128 * 1024 * 1024

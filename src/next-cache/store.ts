/**
 * Where Next's cache handler (nextCacheHandler.ts) keeps entries and the times tags expired:
 * this process's memory (memoryCacheStore.ts, one process) or Redis, shared by every instance
 * (src/next-cache/redisStore.ts). The handler decides what is trusted; a store only keeps.
 */
export type EntryMeta = {
  /** When the entry was written (ms). */
  lastModified: number
  cacheControl?: { revalidate?: number | false; expire?: number }
  tags: string[]
}

export type CacheStore = {
  /** False while the store cannot answer: reads are misses and writes are dropped. */
  readonly ready: boolean
  meta(key: string): Promise<EntryMeta | null>
  value(key: string): Promise<unknown>
  write(key: string, meta: EntryMeta, value: unknown, seconds: number): Promise<void>
  /** When each tag last expired (ms), null when it never did (or so long ago no entry is older). */
  expiredAt(tags: string[]): Promise<(number | null)[]>
  /**
   * Records now as the tags' expiry and then empties the front layer's near cache (every
   * instance's), so no page is kept there that was rendered from an entry expired just after.
   */
  expire(tags: string[]): Promise<void>
}

/** No entry outlives a day: nothing a store keeps grows without bound. */
export const maxEntrySeconds = 24 * 60 * 60
/** A tag's expiry is kept as long as an entry written before it can live. */
export const tagKeepSeconds = maxEntrySeconds + 60

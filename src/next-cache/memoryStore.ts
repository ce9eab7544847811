import { createByteLru, type ByteLru } from '@/shared/byteLru'
import { pageCache } from '@/shared/crossing'
import { tagKeepSeconds, type CacheStore, type EntryMeta } from './store'

/**
 * Next's cache in this process's memory (one process, `npm start`), bounded by
 * `cacheMaxMemorySize` (next.config.ts), least recently used out first, as Next's own default
 * keeps it; tags' expiry times are kept for a day and a minute. Entries are kept as Next gives
 * them (no copy): Next does not change a value it has stored or read.
 *
 * One store per process, even should Next load the handler's module twice: a second copy with
 * its own tag times would trust what the first had expired.
 */
type Kept = { meta: EntryMeta; value: unknown; until: number }
type Memory = { entries: ByteLru<Kept>; expired: Map<string, number> }

const slot = Symbol.for('b2b-electronics.next-cache.memory')

/** About what a value holds in memory: its strings (two bytes a character), buffers and numbers. */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length * 2
  if (Buffer.isBuffer(value)) return value.byteLength
  if (value === null || typeof value !== 'object' || depth > 64) return 8
  let bytes = 16
  if (value instanceof Map) {
    for (const [key, item] of value) bytes += approximateBytes(key, depth + 1) + approximateBytes(item, depth + 1)
  } else if (Array.isArray(value)) {
    for (const item of value) bytes += approximateBytes(item, depth + 1)
  } else {
    for (const [key, item] of Object.entries(value)) bytes += key.length * 2 + approximateBytes(item, depth + 1)
  }
  return bytes
}

export function memoryCacheStore(maxBytes: number): CacheStore {
  const shared = globalThis as { [slot]?: Memory }
  const memory = (shared[slot] ??= { entries: createByteLru<Kept>(maxBytes), expired: new Map() })
  const kept = (key: string): Kept | null => {
    const entry = memory.entries.get(key)
    return entry && entry.until > Date.now() ? entry : null
  }
  return {
    ready: true,
    async meta(key) {
      return kept(key)?.meta ?? null
    },
    async value(key) {
      return kept(key)?.value ?? null
    },
    async write(key, meta, value, seconds) {
      if (maxBytes <= 0) return
      memory.entries.set(key, { meta, value, until: Date.now() + seconds * 1000 }, approximateBytes(value))
    },
    async expiredAt(tags) {
      return tags.map((tag) => memory.expired.get(tag) ?? null)
    },
    async expire(tags) {
      const now = Date.now()
      for (const [tag, at] of memory.expired) {
        if (at >= now - tagKeepSeconds * 1000) break
        memory.expired.delete(tag)
      }
      for (const tag of tags) {
        // Re-inserted, so the Map stays in order of expiry.
        memory.expired.delete(tag)
        memory.expired.set(tag, now)
      }
      // The page cache in front of Next may hold a page rendered from an entry now expired.
      pageCache.purge()
    },
  }
}

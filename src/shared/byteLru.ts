/**
 * A map bounded by the bytes its values hold, least recently used first out. A Map keeps its
 * insertion order, so a hit moves its entry to the end (delete + set, about 0.1 µs) and the
 * oldest entry is always the first one.
 */
export type ByteLru<V> = {
  get(key: string): V | undefined
  /** Keeps `value` (counted as `bytes`) unless it alone would take more than an eighth of the budget. */
  set(key: string, value: V, bytes: number): void
  clear(): void
  readonly bytes: number
  readonly size: number
  /** Entries pushed out to make room, since the start (the metrics' evictions). */
  readonly evictions: number
}

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>()
  let total = 0
  let evictions = 0
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value, bytes) {
      // The key is kept too (an image's address can be long): two bytes a character.
      const size = bytes + key.length * 2
      if (size > maxBytes / 8) return
      const previous = entries.get(key)
      if (previous) {
        entries.delete(key)
        total -= previous.bytes
      }
      entries.set(key, { value, bytes: size })
      total += size
      for (const [oldest, entry] of entries) {
        if (total <= maxBytes) break
        entries.delete(oldest)
        total -= entry.bytes
        evictions += 1
      }
    },
    clear() {
      entries.clear()
      total = 0
    },
    get bytes() {
      return total
    },
    get size() {
      return entries.size
    },
    get evictions() {
      return evictions
    },
  }
}

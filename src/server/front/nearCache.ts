import { createByteLru, type ByteLru } from '@/shared/byteLru'

/**
 * What another module may do with the front layer's caches (pages, pictures, OG images): the
 * publish hooks empty them (./cachePurge.ts), and in the multi-instance mode (issue 16) the
 * purge subscription drives them: emptied on every (re)connect, bypassed while it is down,
 * since a purge sent meanwhile would be missed.
 */
export type FrontCacheControl = {
  /** Drops everything kept; an answer being rendered at that moment is not kept either. */
  clear(): void
  /** While bypassed nothing is answered from the caches nor kept in them; both switches empty them. */
  bypass(on: boolean): void
  readonly bypassed: boolean
}

/** One store of the near cache, as the code that answers requests sees it. */
export type NearStore<V> = {
  get(key: string): V | undefined
  /** Taken before rendering; `set` drops the value when the cache was cleared in between. */
  ticket(): number
  set(key: string, value: V, bytes: number, ticket: number): void
  readonly bytes: number
}

/** What one store has done since the start, for the metrics (src/server/metrics.ts). */
export type NearStoreStats = { hits: number; misses: number; bytes: number; entries: number; evictions: number }

export type NearCacheBudgets = { pages: number; pictures: number; ogImages: number }

export function createNearCache<Page, Picture>(budgets: NearCacheBudgets) {
  let generation = 0
  let bypassed = false
  const lrus: ByteLru<unknown>[] = []

  const stats: Record<string, () => NearStoreStats> = {}

  function store<V>(name: string, maxBytes: number): NearStore<V> {
    const lru = createByteLru<V>(maxBytes)
    lrus.push(lru as ByteLru<unknown>)
    let hits = 0
    let misses = 0
    stats[name] = () => ({ hits, misses, bytes: lru.bytes, entries: lru.size, evictions: lru.evictions })
    return {
      get(key) {
        const value = bypassed ? undefined : lru.get(key)
        if (value === undefined) misses += 1
        else hits += 1
        return value
      },
      ticket: () => generation,
      set(key, value, bytes, ticket) {
        if (!bypassed && ticket === generation) lru.set(key, value, bytes)
      },
      get bytes() {
        return lru.bytes
      },
    }
  }

  const control: FrontCacheControl = {
    clear() {
      generation += 1
      for (const lru of lrus) lru.clear()
    },
    bypass(on) {
      bypassed = on
      control.clear()
    },
    get bypassed() {
      return bypassed
    },
  }

  return {
    control,
    pages: store<Page>('pages', budgets.pages),
    pictures: store<Picture>('pictures', budgets.pictures),
    ogImages: store<Picture>('og_images', budgets.ogImages),
    /** Each store's counts, by name. */
    stats: () => Object.fromEntries(Object.entries(stats).map(([name, read]) => [name, read()])),
  }
}

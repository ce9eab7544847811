/**
 * The one crossing between the site's bundles. One process runs three of them: the server
 * around Next (src/server, `.next/serve.mjs`), Next's cache handler (src/next-cache,
 * `.next/cache-handler.mjs`) and the app (Next's own bundles: pages, Payload, its hooks and its
 * jobs queue). Each has its own copy of every module, so a module-level value is never shared
 * between them; what they must share lives here, on one object of the process, and nowhere
 * else. The server registers what it owns, the app and the cache handler call it:
 *
 * - the page cache (the server's, src/server/front): emptied whenever content changes
 *   (src/lib/cache/contentChanged.ts) and again once Next's cache has recorded the expiry
 *   (src/next-cache/memoryStore.ts);
 * - Next's cache (the handler's): its tags expired directly where Next's `revalidateTag` cannot
 *   run, outside a request (a job of the queue: a scheduled publish).
 *
 * Nothing here imports anything of ours: every runtime may import it.
 */
export type NextCacheControl = {
  /** Expires the tags in Next's cache (memory, or Redis for every instance). */
  expire(tags: string[]): Promise<void>
}

type Crossing = {
  pageCachePurges: Set<() => void>
  nextCache?: NextCacheControl
}

const slot = Symbol.for('b2b-electronics.crossing')

function crossing(): Crossing {
  const holder = globalThis as { [slot]?: Crossing }
  return (holder[slot] ??= { pageCachePurges: new Set() })
}

/** The page cache in front of Next. */
export const pageCache = {
  /** The server's: `purge` empties its page, picture and OG image caches. Returns the unregister. */
  register(purge: () => void): () => void {
    crossing().pageCachePurges.add(purge)
    return () => void crossing().pageCachePurges.delete(purge)
  },
  /** Empties it (nothing when no server runs here: a script, a test of the app). */
  purge(): void {
    for (const purge of crossing().pageCachePurges) purge()
  },
}

/** Next's page and data cache, as the site's cache handler keeps it. */
export const nextCache = {
  /** The handler's, once it has chosen its store. */
  register(control: NextCacheControl): void {
    crossing().nextCache = control
  },
  /** Expires the tags; false when no handler runs in this process (no Next: nothing to expire). */
  async expire(tags: string[]): Promise<boolean> {
    const control = crossing().nextCache
    if (!control) return false
    await control.expire(tags)
    return true
  },
}

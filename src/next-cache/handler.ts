import fs from 'node:fs'
import path from 'node:path'

import { sharedCacheOn } from '@/shared/cluster'
import { nextCache } from '@/shared/crossing'
import { nextCacheMemoryBytes } from '@/shared/nextCacheBudget'
import { holdPoint } from '@/shared/testHolds'
import { maxEntrySeconds, type CacheStore, type EntryMeta } from './store'
import { memoryCacheStore } from './memoryStore'

/**
 * Next's page and data cache (next.config.ts sets it as `cacheHandler` whenever the built server
 * runs), written on Next's documented CacheHandler interface (get, set, revalidateTag,
 * resetRequestCache), the way Next's own Redis example does it. It keeps entries in this
 * process's memory (one process) or in Redis, shared by every instance (REDIS_URL, issue 16);
 * the maintained packages were no fit: @neshca/cache-handler stops at Next 14,
 * @fortedigital/nextjs-cache-handler declares Node 22, and both, like Next's default, trust an
 * entry rendered while its tag was being expired:
 *
 * A publish expires its tags from a hook that runs before Payload commits, and Next applies the
 * expiry only after the route's answer. A render that read the data before the commit and
 * finishes after the expiry writes an entry newer than the expiry, with the old data in it, which
 * Next's default cache then keeps until the next publish (the front layer's race test failed 3
 * of 10 runs on a busy machine). Here a tag expired after an entry was written, or up to
 * `raceMs` before, makes the entry a miss; such an entry is not even written. Once the expiry is
 * recorded the store empties the front layer's near cache, so no page rendered from the old
 * entry stays there either.
 *
 * Every expiry is immediate, whatever profile is given: the site expires its tags at once
 * (src/lib/cache/contentChanged.ts), and a shared "serve stale once" would need every instance to
 * agree on who revalidates. One build's entries are never read by another (their scripts differ).
 */

type CacheEntry = EntryMeta & { value: unknown }
type HandlerContext = { serverDistDir?: string; maxMemoryCacheSize?: number }
type GetContext = { kind?: string; tags?: string[]; softTags?: string[] }
type SetContext = {
  fetchCache?: boolean
  tags?: string[]
  cacheControl?: { revalidate?: number | false; expire?: number }
}

/** An entry written this soon after one of its tags expired is not trusted (see above). */
export const raceMs = 2000
const tagsHeader = 'x-next-cache-tags'

function readBuildId(serverDistDir: string | undefined): string {
  if (!serverDistDir) return 'dev'
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}

/** The tags an entry depends on: a route's from its header, a fetch's or unstable_cache's from its context. */
function entryTags(value: unknown, ctx: SetContext): string[] {
  const tags = new Set(ctx.tags ?? [])
  const record = value as { tags?: string[]; headers?: Record<string, unknown> } | null
  for (const tag of record?.tags ?? []) tags.add(tag)
  const header = record?.headers?.[tagsHeader]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

/** Whether one of `tags` expired after an entry written at `writtenAt`, or up to raceMs before. */
async function untrusted(store: CacheStore, tags: string[], writtenAt: number): Promise<boolean> {
  if (tags.length === 0) return false
  const expired = await store.expiredAt(tags)
  return expired.some((at) => at !== null && at > writtenAt - raceMs)
}

let buildId: string | undefined
let chosen: Promise<CacheStore> | undefined

/** Redis's client is loaded only when there is one (about 50 ms of a one-process start). */
function storeFor(ctx: HandlerContext): Promise<CacheStore> {
  chosen ??= sharedCacheOn()
    ? import('@/next-cache/redisStore').then(({ redisCacheStore }) => redisCacheStore())
    : Promise.resolve(memoryCacheStore(ctx.maxMemoryCacheSize ?? nextCacheMemoryBytes))
  return chosen
}

// Content changed outside a request (a job of the queue) reaches Next's cache here, through the
// one crossing of this process's bundles: the server loads this module as it starts.
nextCache.register({
  expire: async (tags) => {
    await (await storeFor({})).expire(tags)
    await holdPoint('tags-expired')
  },
})

export default class NextCacheHandler {
  private readonly keyPrefix: string
  private readonly store: Promise<CacheStore>

  constructor(ctx: HandlerContext = {}) {
    buildId ??= readBuildId(ctx.serverDistDir)
    this.keyPrefix = `${buildId}:`
    this.store = storeFor(ctx)
  }

  async get(key: string, ctx: GetContext = {}): Promise<CacheEntry | null> {
    const store = await this.store
    if (!store.ready) return null
    try {
      const meta = await store.meta(this.keyPrefix + key)
      if (!meta) return null
      const tags = [...new Set([...meta.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])]
      if (await untrusted(store, tags, meta.lastModified)) return null
      const value = await store.value(this.keyPrefix + key)
      return value ? { ...meta, value } : null
    } catch {
      return null
    }
  }

  async set(key: string, value: unknown, ctx: SetContext = {}): Promise<void> {
    const store = await this.store
    if (!store.ready) return
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl
    const meta: EntryMeta = { lastModified: Date.now(), cacheControl, tags: entryTags(value, ctx) }
    const seconds =
      typeof cacheControl?.expire === 'number' && cacheControl.expire > 0
        ? Math.min(cacheControl.expire, maxEntrySeconds)
        : maxEntrySeconds
    try {
      // An entry written within raceMs after one of its tags expired would never be trusted
      // (get): it is not written at all. After a publish, that is every render of the next 2 s
      // (pages of ~0.5 MB and their data), which would cost encoding and Redis traffic for nothing.
      if (await untrusted(store, meta.tags, meta.lastModified)) return
      await store.write(this.keyPrefix + key, meta, value, seconds)
    } catch {
      // Not kept: the next request renders again.
    }
  }

  async revalidateTag(tags: string | string[], _durations?: { expire?: number }): Promise<void> {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean)
    if (list.length > 0) await (await this.store).expire(list)
    // Test-only (TEST_HOLDS=1): counted, so a test knows Next has applied a publish's expiry.
    await holdPoint('tags-expired')
  }

  resetRequestCache(): void {}
}

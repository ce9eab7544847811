import fs from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'

import { purgeChannel, redisPrefix, redisUrl } from './settings'

/**
 * Next's page and data cache in Redis, shared by every instance (next.config.ts sets it as
 * `cacheHandler` when REDIS_URL is set and SHARED_CACHE is not 0). Written on Next's documented
 * CacheHandler interface (get, set, revalidateTag, resetRequestCache), the way Next's own Redis
 * example does it; the maintained packages were no fit here: @neshca/cache-handler stops at
 * Next 14, @fortedigital/nextjs-cache-handler declares Node 22 and trusts an entry rendered
 * while its tag was being expired (below).
 *
 * In Redis, under REDIS_PREFIX:
 * - `next:<build id>:<key>`: an entry, a hash of two fields expiring after at most a day
 *   (`maxEntrySeconds`, or sooner when the route says so): `m`, its metadata (lastModified,
 *   cacheControl, tags) as JSON, and `v`, its value in binary (encodeValue: the page's buffers
 *   and long strings as bytes after a JSON outline). A read takes the metadata first and fetches
 *   the value (a page is ~0.5 MB) only when the entry is still trusted: after a publish every
 *   page's entry is stale, and fetching and decoding those for nothing took ~70 ms of one core
 *   per six pages rendered again. One build's entries are never read by another (their scripts
 *   differ).
 * - `tag:<tag>`: when the tag was last expired (ms), kept as long as an entry can live. A tag
 *   expired after an entry was written, or up to `raceMs` before, makes the entry a miss: a
 *   render that read its data before the publish committed may finish just after it. Such an
 *   entry is not even written.
 *
 * revalidateTag writes the tags' times and then publishes on the purge channel, so each
 * instance empties its near cache only once the shared entries are gone
 * (src/lib/cluster/purgeSubscription.ts). Should Redis not answer, a read is a miss (Next
 * renders), a write is dropped, and expired tags are kept here and written on reconnection.
 * Every command gives up after a second, so Redis never holds a page.
 */

type CacheEntry = {
  value: unknown
  lastModified: number
  cacheControl?: { revalidate?: number | false; expire?: number }
  tags: string[]
}

type HandlerContext = { serverDistDir?: string }
type GetContext = { kind?: string; tags?: string[]; softTags?: string[] }
type SetContext = {
  fetchCache?: boolean
  tags?: string[]
  cacheControl?: { revalidate?: number | false; expire?: number }
}

/** No entry outlives a day: nothing in Redis grows without bound. */
export const maxEntrySeconds = 24 * 60 * 60
/** An entry written this soon after one of its tags expired is not trusted (see above). */
export const raceMs = 2000
const commandTimeoutMs = 1000
const tagsHeader = 'x-next-cache-tags'

let client: Redis | undefined
/** Tags expired while Redis did not answer, written when it is back. */
const pendingTags = new Set<string>()

function redis(): Redis {
  if (client) return client
  client = new Redis(redisUrl() ?? 'redis://127.0.0.1:6379', {
    // A command while disconnected fails at once instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  })
  client.on('error', () => undefined)
  client.on('ready', () => void flushPendingTags())
  return client
}

async function flushPendingTags(): Promise<void> {
  if (pendingTags.size === 0) return
  const tags = [...pendingTags]
  pendingTags.clear()
  await expireInRedis(tags).catch(() => tags.forEach((tag) => pendingTags.add(tag)))
}

async function expireInRedis(tags: string[]): Promise<void> {
  const prefix = redisPrefix()
  const now = String(Date.now())
  const write = redis().multi()
  for (const tag of tags) write.set(`${prefix}tag:${tag}`, now, 'EX', maxEntrySeconds + 60)
  write.publish(purgeChannel(), tags.join(',').slice(0, 1000))
  const results = await write.exec()
  const failed = results?.find(([error]) => error)
  if (!results || failed) throw failed?.[0] ?? new Error('Redis did not run the transaction')
}

type Meta = Omit<CacheEntry, 'value'>

const bufferKey = '\u0000b'
const stringKey = '\u0000s'
const mapKey = '\u0000m'
/** A string longer than this goes out of the outline as bytes (a page's HTML: no JSON escaping). */
const longString = 4096

/**
 * An entry's value in binary: a 4-byte length, a JSON outline in which every Buffer (page RSC
 * data, segment data, route bodies) and long string stands as `[offset, length]` into the bytes
 * that follow, and Maps as their entries. A buffer met twice (Next keeps a page's RSC data also
 * as its `/_full` segment) is stored once. No base64: JSON.stringify would first turn each
 * Buffer into an array of numbers (Buffer#toJSON), then the replacer would throw it away.
 */
function encodeValue(value: unknown): Buffer {
  const blobs: Buffer[] = []
  let length = 0
  const add = (bytes: Buffer): [number, number] => {
    for (let index = 0, offset = 0; index < blobs.length; offset += blobs[index]!.length, index++)
      if (blobs[index]!.length === bytes.length && blobs[index]!.equals(bytes)) return [offset, bytes.length]
    blobs.push(bytes)
    length += bytes.length
    return [length - bytes.length, bytes.length]
  }
  const outline = (item: unknown): unknown => {
    if (Buffer.isBuffer(item)) return { [bufferKey]: add(item) }
    if (typeof item === 'string') return item.length > longString ? { [stringKey]: add(Buffer.from(item)) } : item
    if (item instanceof Map) return { [mapKey]: [...item.entries()].map(([key, entry]) => [key, outline(entry)]) }
    if (Array.isArray(item)) return item.map(outline)
    if (item && typeof item === 'object') {
      const plain: Record<string, unknown> = {}
      for (const [key, entry] of Object.entries(item)) if (entry !== undefined) plain[key] = outline(entry)
      return plain
    }
    return item
  }
  const head = Buffer.from(JSON.stringify(outline(value) ?? null))
  const size = Buffer.alloc(4)
  size.writeUInt32BE(head.length)
  return Buffer.concat([size, head, ...blobs])
}

function decodeValue(bytes: Buffer): unknown {
  const headLength = bytes.readUInt32BE(0)
  const body = bytes.subarray(4 + headLength)
  const slice = ([offset, length]: [number, number]) => body.subarray(offset, offset + length)
  return JSON.parse(bytes.subarray(4, 4 + headLength).toString('utf8'), (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      // A copy, not a view: the value outlives the reply it came in.
      if (bufferKey in value) return Buffer.from(slice(value[bufferKey] as [number, number]))
      if (stringKey in value) return slice(value[stringKey] as [number, number]).toString('utf8')
      if (mapKey in value) return new Map(value[mapKey] as [string, unknown][])
    }
    return value
  })
}

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
async function untrusted(connection: Redis, tags: string[], writtenAt: number): Promise<boolean> {
  if (tags.length === 0) return false
  const prefix = redisPrefix()
  const expired = await connection.mget(tags.map((tag) => `${prefix}tag:${tag}`))
  return expired.some((at) => at !== null && Number(at) > writtenAt - raceMs)
}

let buildId: string | undefined

export default class RedisCacheHandler {
  private readonly entryPrefix: string

  constructor(ctx: HandlerContext = {}) {
    buildId ??= readBuildId(ctx.serverDistDir)
    this.entryPrefix = `${redisPrefix()}next:${buildId}:`
  }

  async get(key: string, ctx: GetContext = {}): Promise<CacheEntry | null> {
    const connection = redis()
    if (connection.status !== 'ready') return null
    try {
      const text = await connection.hget(this.entryPrefix + key, 'm')
      if (!text) return null
      const meta = JSON.parse(text) as Meta
      const tags = [...new Set([...meta.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])]
      if (await untrusted(connection, tags, meta.lastModified)) return null
      const value = await connection.hgetBuffer(this.entryPrefix + key, 'v')
      return value ? { ...meta, value: decodeValue(value) } : null
    } catch {
      return null
    }
  }

  async set(key: string, value: unknown, ctx: SetContext = {}): Promise<void> {
    const connection = redis()
    if (connection.status !== 'ready') return
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl
    const meta: Meta = { lastModified: Date.now(), cacheControl, tags: entryTags(value, ctx) }
    const expire =
      typeof cacheControl?.expire === 'number' && cacheControl.expire > 0
        ? Math.min(cacheControl.expire, maxEntrySeconds)
        : maxEntrySeconds
    try {
      // An entry written within raceMs after one of its tags expired would never be trusted
      // (get): it is not written at all. After a publish, that is every render of the next 2 s
      // (pages of ~0.5 MB and their data), which would cost encoding and Redis traffic for nothing.
      if (await untrusted(connection, meta.tags, meta.lastModified)) return
      const entryKey = this.entryPrefix + key
      await connection
        .multi()
        .hset(entryKey, 'm', JSON.stringify(meta), 'v', encodeValue(value))
        .expire(entryKey, expire)
        .exec()
    } catch {
      // Not kept: the next request renders again.
    }
  }

  /**
   * Every expiry is immediate here, whatever profile is given: the site expires its tags at
   * once (src/lib/cache/revalidate.ts), and a shared "serve stale once" would need every
   * instance to agree on who revalidates.
   */
  async revalidateTag(tags: string | string[], _durations?: { expire?: number }): Promise<void> {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean)
    if (list.length === 0) return
    try {
      if (redis().status !== 'ready') throw new Error('Redis is not connected')
      await expireInRedis(list)
    } catch (error) {
      for (const tag of list) pendingTags.add(tag)
      console.warn(
        `[cache] tags ${list.join(', ')} will be expired in Redis once it answers: ${(error as Error).message}`,
      )
    }
  }

  resetRequestCache(): void {}
}

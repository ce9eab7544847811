import { Redis } from 'ioredis'

import { tagKeepSeconds, type CacheStore, type EntryMeta } from '@/next-cache/store'
import { purgeChannel, redisPrefix, redisUrl } from '@/shared/cluster'
import { appMetrics } from '@/shared/crossing'

/**
 * Next's cache in Redis, shared by every instance (the store of src/next-cache/handler.ts
 * when REDIS_URL is set and SHARED_CACHE is not 0). Under REDIS_PREFIX:
 * - `next:<build id>:<key>`: an entry, a hash of two fields: `m`, its metadata (lastModified,
 *   cacheControl, tags) as JSON, and `v`, its value in binary (encodeValue: the page's buffers
 *   and long strings as bytes after a JSON outline). The handler reads the metadata first and the
 *   value (a page is ~0.5 MB) only when the entry is still trusted: after a publish every page's
 *   entry is stale, and fetching and decoding those for nothing took ~70 ms of one core per six
 *   pages rendered again.
 * - `tag:<tag>`: when the tag was last expired (ms), kept as long as an entry can live.
 *
 * `expire` writes the tags' times and then publishes on the purge channel, so each instance
 * empties its near cache only once the shared entries are gone
 * (src/server/purgeSubscription.ts). Should Redis not answer, a read is a miss (Next
 * renders), a write is dropped, and expired tags are kept here and written on reconnection.
 * Every command gives up after a second, so Redis never holds a page.
 */
const commandTimeoutMs = 1000

let client: Redis | undefined
/** Whether the client has been ready once: before, it is still making its first connection. */
let connectedOnce = false
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
  // Each failed connection attempt, counted in the server's metrics (through the crossing).
  client.on('error', () => appMetrics.count('redis_errors', 'cache'))
  client.on('ready', () => {
    connectedOnce = true
    void flushPendingTags()
  })
  return client
}

/**
 * Whether Redis answers, waiting up to a command's time for the first connection: the client is
 * made on first use, and a publish that is an instance's first use of Redis (nothing read from
 * the cache yet) would otherwise find it still connecting. Once connected, a lost connection
 * answers at once (false), so an outage never holds a publish.
 */
async function answering(connection: Redis): Promise<boolean> {
  if (connection.status === 'ready') return true
  if (connectedOnce) return false
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      connection.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), commandTimeoutMs)
    connection.once('ready', onReady)
  })
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
  for (const tag of tags) write.set(`${prefix}tag:${tag}`, now, 'EX', tagKeepSeconds)
  write.publish(purgeChannel(), tags.join(',').slice(0, 1000))
  const results = await write.exec()
  const failed = results?.find(([error]) => error)
  if (!results || failed) throw failed?.[0] ?? new Error('Redis did not run the transaction')
}

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

export function redisCacheStore(): CacheStore {
  const entryKey = (key: string) => `${redisPrefix()}next:${key}`
  return {
    get ready() {
      return redis().status === 'ready'
    },
    async meta(key) {
      const text = await redis().hget(entryKey(key), 'm')
      return text ? (JSON.parse(text) as EntryMeta) : null
    },
    async value(key) {
      const bytes = await redis().hgetBuffer(entryKey(key), 'v')
      return bytes ? decodeValue(bytes) : null
    },
    async write(key, meta, value, seconds) {
      await redis()
        .multi()
        .hset(entryKey(key), 'm', JSON.stringify(meta), 'v', encodeValue(value))
        .expire(entryKey(key), seconds)
        .exec()
    },
    async expiredAt(tags) {
      const times = await redis().mget(tags.map((tag) => `${redisPrefix()}tag:${tag}`))
      return times.map((at) => (at === null ? null : Number(at)))
    },
    async expire(tags) {
      try {
        if (!(await answering(redis()))) throw new Error('Redis is not connected')
        await expireInRedis(tags)
      } catch (error) {
        for (const tag of tags) pendingTags.add(tag)
        console.warn(
          `[cache] tags ${tags.join(', ')} will be expired in Redis once it answers: ${(error as Error).message}`,
        )
      }
    },
  }
}

import { parse as parseContentType } from 'content-type'

import { acceptLanguageLocale } from '@/i18n/localeDecision'
import { isLocale, type Locale } from '@/i18n/locales'
import { positive } from '@/lib/env'
import { message, type MessageKey } from '@/lib/validation/messages'

/**
 * The pieces every landing endpoint shares: the answer's language, JSON errors, the client's
 * address, the same-site check and a body reader that never holds more than it may.
 */

/** `locale` of the body when valid, else the best of Accept-Language, else Ukrainian. */
export function requestLocale(headers: Headers, fromBody?: unknown): Locale {
  if (isLocale(fromBody)) return fromBody
  return acceptLanguageLocale(headers.get('accept-language'))
}

/** Every API answer that carries a visitor's or a session's data: never kept by a cache. */
export const noStore = { 'Cache-Control': 'no-store' }

/** A 4xx (or 503) answer: `{ error, code }`, the message in the request's language. */
export function errorResponse(
  status: number,
  key: MessageKey,
  locale: Locale,
  headers: Record<string, string> = {},
): Response {
  return Response.json({ error: message(locale, key), code: key }, { status, headers: { ...noStore, ...headers } })
}

/** SPEC §5: a 422 carries `{ errors: { field: [messages] } }`. */
export function fieldErrorsResponse(errors: Record<string, string[]>): Response {
  return Response.json({ errors }, { status: 422, headers: noStore })
}

/**
 * How many reverse proxies in front of the server append to X-Forwarded-For: TRUST_PROXY=1
 * (or `true`) for one, `<n>` for n; unset or 0 for none.
 */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const value = env.TRUST_PROXY?.trim().toLowerCase()
  return value === 'true' ? 1 : positive(value, 0)
}

/**
 * The client's address for rate limiting. Each proxy appends the address it saw to
 * X-Forwarded-For, so behind n trusted proxies (TRUST_PROXY=n) the client is the n-th entry
 * from the right: the address the outermost trusted proxy saw. What the client wrote itself
 * (entries further left) is never believed. With fewer entries than proxies, the leftmost.
 * Without TRUST_PROXY, the socket address, which src/server/serve.ts hands over in a header whose
 * name is random per process (so no client can forge it).
 */
export function clientIp(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const hops = trustedProxyHops(env)
  if (hops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const client = chain[Math.max(0, chain.length - hops)]
    if (client) return client.slice(0, 100)
  }
  const socketHeader = env.CLIENT_IP_HEADER
  const socket = socketHeader ? headers.get(socketHeader) : null
  return socket?.slice(0, 100) || 'unknown'
}

function originOf(url: string | undefined | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The origins this site answers as: SERVER_URL and the host the request was sent to. */
export function ownOrigins(headers: Headers, env: Record<string, string | undefined> = process.env): Set<string> {
  const own = new Set<string>()
  const server = originOf(env.SERVER_URL)
  if (server) own.add(server)
  const host = headers.get('host')
  if (host) {
    const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http'
    const fromHost = originOf(`${proto}://${host}`)
    if (fromHost) own.add(fromHost)
  }
  return own
}

/**
 * A browser always sends Origin on a cross-site POST: a foreign one is refused. No Origin at
 * all is a server-to-server call (curl, a backend) and is allowed; `null` is not.
 */
export function isForeignOrigin(headers: Headers, env: Record<string, string | undefined> = process.env): boolean {
  const origin = headers.get('origin')
  if (origin === null) return false
  const normalised = originOf(origin)
  return !normalised || !ownOrigins(headers, env).has(normalised)
}

/** A same-site page address (absolute on this site, or a path), at most 500 characters; else dropped. */
export function sameSitePageUrl(
  value: unknown,
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = value.trim()
  if (!url || url.length > 500 || /[\u0000-\u001F\u007F\s]/.test(url)) return undefined
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  const origin = originOf(url)
  return origin && ownOrigins(headers, env).has(origin) ? url : undefined
}

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'tooLarge' | 'unreadable' }
export type StreamResult = { ok: true } | { ok: false; reason: 'tooLarge' | 'unreadable' }

/**
 * Hands the body to `take` chunk by chunk, at most `limit` bytes: a larger Content-Length is
 * refused before reading, and a body that grows past the limit anyway (chunked, or a lying
 * header) stops being handed on. What is left is read and thrown away up to a hard cap, so the
 * client gets its 413 instead of a reset connection. `take` may return `false` once it wants
 * no more (the rest is read and dropped the same way).
 */
export async function streamBodyLimited(
  req: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  limit: number,
  take: (chunk: Uint8Array) => unknown,
): Promise<StreamResult> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'tooLarge' }
  if (!req.body) return { ok: true }
  const reader = req.body.getReader()
  let size = 0
  let exceeded = false
  let taking = true
  const drainCap = limit + 32 * 1024 * 1024
  try {
    while (true) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) exceeded = true
      if (!exceeded && taking) taking = (await take(value)) !== false
      if (size > drainCap) {
        await reader.cancel().catch(() => undefined)
        break
      }
    }
  } catch {
    return { ok: false, reason: exceeded ? 'tooLarge' : 'unreadable' }
  }
  return exceeded ? { ok: false, reason: 'tooLarge' } : { ok: true }
}

/** Reads the whole body, at most `limit` bytes (as `streamBodyLimited`), into one buffer. */
export async function readBodyLimited(
  req: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<BodyResult> {
  const chunks: Uint8Array[] = []
  const read = await streamBodyLimited(req, limit, (chunk) => chunks.push(chunk))
  return read.ok ? { ok: true, bytes: Buffer.concat(chunks) } : read
}

/** `type/subtype` (lower-cased) and parameters of a Content-Type header; an empty type when there is none. */
export function contentType(headers: Headers): { type: string; params: Record<string, string> } {
  const { type, parameters } = parseContentType(headers.get('content-type') ?? '')
  return { type, params: parameters }
}

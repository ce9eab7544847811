import { acceptLanguageLocale, isLocale, type Locale } from '@/i18n/locales'
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
 * The client's address for rate limiting. Behind a trusted proxy (TRUST_PROXY=1) the first
 * X-Forwarded-For hop; otherwise the socket address, which scripts/serve.ts hands over in a
 * header whose name is random per process (so no client can forge it).
 */
export function clientIp(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  if (env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true') {
    const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (first) return first.slice(0, 100)
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
export function sameSitePageUrl(value: unknown, headers: Headers, env: Record<string, string | undefined> = process.env): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = value.trim()
  if (!url || url.length > 500 || /[\u0000-\u001F\u007F\s]/.test(url)) return undefined
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  const origin = originOf(url)
  return origin && ownOrigins(headers, env).has(origin) ? url : undefined
}

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'tooLarge' | 'unreadable' }

/**
 * Reads the whole body, at most `limit` bytes: a larger Content-Length is refused before
 * reading, and a body that grows past the limit anyway (chunked, or a lying header) stops
 * being kept. What is left is read and thrown away up to a hard cap, so the client gets
 * its 413 instead of a reset connection.
 */
export async function readBodyLimited(
  req: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<BodyResult> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'tooLarge' }
  if (!req.body) return { ok: true, bytes: Buffer.alloc(0) }
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let exceeded = false
  const drainCap = limit + 32 * 1024 * 1024
  try {
    while (true) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) exceeded = true
      if (!exceeded) chunks.push(value)
      if (size > drainCap) {
        await reader.cancel().catch(() => undefined)
        break
      }
    }
  } catch {
    return { ok: false, reason: exceeded ? 'tooLarge' : 'unreadable' }
  }
  if (exceeded) return { ok: false, reason: 'tooLarge' }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

/** `type/subtype` and parameters of a Content-Type header, lower-cased. */
export function contentType(headers: Headers): { type: string; params: Record<string, string> } {
  const [type = '', ...rest] = (headers.get('content-type') ?? '').split(';')
  const params: Record<string, string> = {}
  for (const param of rest) {
    const [name, ...value] = param.split('=')
    if (name?.trim()) params[name.trim().toLowerCase()] = value.join('=').trim().replace(/^"|"$/g, '')
  }
  return { type: type.trim().toLowerCase(), params }
}

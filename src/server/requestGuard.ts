import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { isLocale, type Locale } from '@/i18n/locales'
import { isForeignOrigin, requestLocale } from '@/lib/landing/request'
import { message, type MessageKey } from '@/lib/validation/messages'
import { bodyLimitFor } from '@/shared/bodyLimits'

/**
 * The first thing every request meets (src/server/serve.ts, before the front layer, Next and
 * Payload have read a byte of its body):
 *
 * - a state-changing request (anything but GET, HEAD, OPTIONS) sent by another site's page is
 *   refused with 403: `Sec-Fetch-Site` when the browser sends it (same-origin and none pass),
 *   else a foreign Origin (as the landing endpoints check it: SERVER_URL or the request's host).
 *   A request with neither is a server-to-server call and passes. Payload's own CSRF check only
 *   ignores a foreign page's cookie; it let a plain HTML form sign the browser in
 *   (`POST /api/users/login`, multipart with a `_payload` field) and receive the cookie;
 * - a body larger than its route needs (./bodyLimits.ts) is refused with 413: by its
 *   Content-Length before anything reads it, and while it streams in (chunked), so no reader
 *   ever holds more than the limit. Payload's REST read any JSON body whole (a 2 MB login).
 *
 * Answers are JSON in the request's language: `{ error, code }` as the landing endpoints
 * answer, and `errors: [{ message }]`, which Payload's admin shows.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** After a refusal, what the client still sends is read and dropped up to this much, or this long. */
const drainBytes = 64 * 1024 * 1024
const drainMs = 15_000

export type RequestGuard = (req: IncomingMessage, res: ServerResponse) => boolean

/** What the reader of a body cut off at its limit gets (Payload logs it by this name). */
export class RequestBodyTooLarge extends Error {
  readonly code = 'ERR_BODY_LIMIT'
  constructor(limit: number) {
    super(`request body over its limit of ${limit} bytes: refused with 413`)
    this.name = 'RequestBodyTooLarge'
  }
}

export function createRequestGuard(env: Record<string, string | undefined> = process.env): RequestGuard {
  /** Handles the request itself (and answers `true`) when it must not go further. */
  return (req, res) => {
    const method = req.method ?? 'GET'
    const declared = req.headers['content-length']
    const streamed = req.headers['transfer-encoding'] !== undefined
    const safe = safeMethods.has(method)
    if (safe && declared === undefined && !streamed) return false

    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (!safe && fromAnotherSite(req.headers, env)) {
      refuse(req, res, 403, 'forbiddenOrigin')
      return true
    }
    const limit = bodyLimitFor(method, pathname)
    const length = declared === undefined ? undefined : Number(declared)
    // A route that takes no body refuses one announced in any way: nothing would read it.
    if ((length !== undefined && length > limit) || (limit === 0 && (streamed || (length ?? 0) > 0))) {
      refuse(req, res, 413, 'tooLarge')
      return true
    }
    if (streamed || (length ?? 0) > 0) watchBody(req, res, limit)
    return false
  }
}

function fromAnotherSite(headers: IncomingHttpHeaders, env: Record<string, string | undefined>): boolean {
  const site = headers['sec-fetch-site']
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = new Headers()
  for (const name of ['origin', 'host', 'x-forwarded-proto'] as const) {
    const value = headers[name]
    if (typeof value === 'string') origin.set(name, value)
  }
  return isForeignOrigin(origin, env)
}

/** The admin's language (Payload's `payload-lng` cookie) when it has one, else Accept-Language. */
function answerLocale(headers: IncomingHttpHeaders): Locale {
  const chosen = /(?:^|;\s*)payload-lng=([^;]+)/.exec(headers.cookie ?? '')?.[1]
  if (isLocale(chosen)) return chosen
  return requestLocale(new Headers({ 'accept-language': headers['accept-language'] ?? '' }))
}

function refuse(req: IncomingMessage, res: ServerResponse, status: 403 | 413, key: MessageKey): void {
  answer(req, res, status, key)
  drain(req)
}

function answer(req: IncomingMessage, res: ServerResponse, status: 403 | 413, key: MessageKey, closing = false): void {
  if (res.headersSent || res.writableEnded) return
  const text = message(answerLocale(req.headers), key)
  const body = JSON.stringify({ error: text, code: key, errors: [{ message: text }] })
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(closing ? { connection: 'close' } : {}),
  })
  res.end(body)
}

/**
 * Reads and drops what the client still sends after a refusal, so that it can read the answer
 * instead of having its connection reset mid-upload, and keep the connection; past a few MB or
 * seconds the connection is closed.
 */
function drain(req: IncomingMessage): void {
  let dropped = 0
  const close = () => req.socket?.destroy()
  const timer = setTimeout(close, drainMs)
  timer.unref()
  req.once('close', () => clearTimeout(timer))
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > drainBytes) close()
  })
  req.resume()
}

/**
 * Counts a body as it is handed to its reader. Past the limit (a chunked body: no length was
 * given to check first) the reader gets no more of it and no end, but an error, as when a
 * client goes away; the client gets the 413, and the connection closes after it (what the
 * client still sends is not waited for).
 *
 * A route that answered before it read its whole body (Payload stops reading an upload at its
 * own limits) left the rest unread in the socket, and the next request on that keep-alive
 * connection waited behind it until the server's request timeout: such a connection is closed
 * once the answer is out.
 */
function watchBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  let received = 0
  let over = false
  const emit = req.emit
  req.emit = function (this: IncomingMessage, event: string | symbol, ...args: unknown[]): boolean {
    if (over) return event === 'data' || event === 'end' ? false : emit.call(this, event, ...args)
    if (event === 'data') {
      received += (args[0] as Buffer).length
      if (received > limit) {
        over = true
        answer(req, res, 413, 'tooLarge', true)
        // With no reader (a route that ignores bodies) nobody listens, and an unheard 'error' throws.
        if (req.listenerCount('error') > 0) emit.call(this, 'error', new RequestBodyTooLarge(limit))
        return false
      }
    }
    return emit.call(this, event, ...args)
  } as typeof req.emit
  // The answer starts before the body has all arrived: the client is told the connection closes,
  // or it would send its next request on a connection closed under it ("socket hang up").
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !this.headersSent) this.setHeader('connection', 'close')
    return writeHead.apply(this, args)
  } as typeof res.writeHead
  res.once('finish', () => {
    if (!req.complete && !req.destroyed) req.destroy()
  })
}

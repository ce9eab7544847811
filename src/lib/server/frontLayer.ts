import crypto from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { acceptLanguageLocale, defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { isBot } from './bots'
import { adminCsp, publicPageCsp, type CspOptions } from './csp'
import { dropInlinedCssFromFlight } from './flightCss'
import { paintBeforeScripts } from './paintFirst'
import { adminOnlyHeaders, securityHeaders } from './securityHeaders'
import { createStaticFiles } from './staticFiles'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

type CachedPage = {
  status: number
  headers: OutgoingHttpHeaders
  identity: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
}

export type FrontLayerOptions = {
  production: boolean
  /** Next's build folder, for the brotli copies of its static files. */
  distDir?: string
  maxEntries?: number
  /** Memory for optimised pictures, in bytes (default 64 MB). */
  maxImageBytes?: number
  /** Extra CSP sources for a rendered page (its HTML given), e.g. configured analytics. */
  csp?: (html: string) => CspOptions
}

/**
 * In front of Next, in the same process (scripts/serve.ts):
 * - public HTML gets a Content-Security-Policy with the hashes of its inline scripts, the
 *   security headers, an ETag and compression, and in production carries its stylesheet once
 *   (./flightCss.ts) and paints before its start-up scripts run (./paintFirst.ts);
 * - a page Next serves from its own cache (ISR, `s-maxage`) is kept here too, compressed
 *   once, and answered without entering Next at all: no routing, no proxy, no database.
 *   A publish clears it through `purgeFrontCache` (called with the tag expiry);
 * - pictures from Next's image optimiser are kept in memory once made (up to 64 MB, least
 *   recently used first out), also cleared by a publish: with the page cache in memory
 *   (isrFlushToDisk off) Next keeps none, and re-encoded each picture on every request
 *   (about 100 ms of CPU for a post's cover in AVIF);
 * - crawlers get a minimal body for a 404 instead of the rendered error page (SPEC §2);
 * - Next's static scripts and styles go out in brotli, precompressed after the build, with
 *   only the headers that mean something for a script or a stylesheet (nosniff): the
 *   document-level ones cost about 350 bytes on each of them.
 */
export function createFrontLayer(next: Handler, options: FrontLayerOptions): Handler {
  const cache = new Map<string, CachedPage>()
  const maxEntries = options.maxEntries ?? 1000
  const images = createImageCache(options.maxImageBytes ?? 64 * 1024 * 1024)
  ;(globalThis as FrontCacheRegistry).__frontCache = {
    clear: () => {
      cache.clear()
      images.clear()
    },
  }
  const baseHeaders = Object.entries(securityHeaders(options.production))
  const serveStatic = options.distDir ? createStaticFiles(options.distDir) : () => false

  return async (req, res) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0] ?? '/'
    if (serveStatic(req, res, pathname)) return
    for (const [name, value] of baseHeaders) res.setHeader(name, value)

    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      res.setHeader('Content-Security-Policy', adminCsp())
      for (const [name, value] of Object.entries(adminOnlyHeaders)) res.setHeader(name, value)
      res.setHeader('X-Robots-Tag', 'noindex, nofollow')
      return next(req, res)
    }
    if (pathname === '/_next/image' && req.method === 'GET') return images.serve(req, res, () => capture(next, req, res))
    if (!isPublicDocument(req, pathname)) return next(req, res)

    const decision = localeDecision(req, pathname)
    const key = decision.cacheable ? url : null
    const hit = key ? cache.get(key) : undefined
    if (hit) return send(req, res, hit, decision.setCookie)

    // Rendered by Next uncompressed, so the hashes and the compression see the real HTML.
    const encoding = req.headers['accept-encoding']
    delete req.headers['accept-encoding']
    const captured = await capture(next, req, res)
    req.headers['accept-encoding'] = encoding

    const headers = { ...captured.headers }
    const isHtml = String(headers['content-type'] ?? '').includes('text/html')
    let body = captured.body
    if (captured.status === 404 && isBot(req.headers['user-agent'])) {
      body = Buffer.from('Not Found\n')
      headers['content-type'] = 'text/plain; charset=utf-8'
    } else if (isHtml) {
      const html = options.production ? paintBeforeScripts(dropInlinedCssFromFlight(body.toString('utf8'))) : body.toString('utf8')
      body = Buffer.from(html)
      headers['content-security-policy'] = publicPageCsp(html, options.csp?.(html))
    }
    const fromNextCache = /s-maxage=\d+/.test(String(headers['cache-control'] ?? ''))
    const setCookie = headers['set-cookie']
    const page = prepare(captured.status, headers, body)
    if (key && isHtml && captured.status === 200 && fromNextCache) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string)
      cache.set(key, page)
    }
    // A response rendered now keeps the cookies Next set, else remembers the page's language
    // (365 days) exactly as an answer from the cache does.
    send(req, res, page, setCookie ?? decision.setCookie)
  }
}

type FrontCacheRegistry = { __frontCache?: { clear: () => void } }

type CachedImage = { headers: OutgoingHttpHeaders; body: Buffer }

/**
 * Optimised pictures by address and by the format the browser's Accept header gets (the
 * optimiser answers AVIF, WebP or the original accordingly): a map kept in recency order.
 */
function createImageCache(maxBytes: number) {
  const entries = new Map<string, CachedImage>()
  let bytes = 0
  const format = (accept: string | undefined) => (/image\/avif/.test(accept ?? '') ? 'avif' : /image\/webp/.test(accept ?? '') ? 'webp' : 'original')
  const answer = (req: IncomingMessage, res: ServerResponse, image: CachedImage) => {
    if (image.headers.etag && req.headers['if-none-match'] === image.headers.etag) {
      res.writeHead(304, image.headers)
      res.end()
      return
    }
    res.writeHead(200, { ...image.headers, 'content-length': image.body.length })
    res.end(image.body)
  }
  return {
    clear() {
      entries.clear()
      bytes = 0
    },
    async serve(req: IncomingMessage, res: ServerResponse, render: () => Promise<Captured>) {
      const key = `${format(req.headers.accept)} ${req.url}`
      const hit = entries.get(key)
      if (hit) {
        entries.delete(key)
        entries.set(key, hit)
        return answer(req, res, hit)
      }
      const captured = await render()
      const headers = { ...captured.headers }
      for (const name of ['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-nextjs-cache', 'accept-ch', 'critical-ch']) delete headers[name]
      if (captured.status !== 200 || !String(headers['content-type'] ?? '').startsWith('image/')) {
        res.writeHead(captured.status, headers)
        res.end(captured.body)
        return
      }
      const image = { headers, body: captured.body }
      if (image.body.length <= maxBytes / 8) {
        entries.set(key, image)
        bytes += image.body.length
        for (const [oldest, entry] of entries) {
          if (bytes <= maxBytes) break
          entries.delete(oldest)
          bytes -= entry.body.length
        }
      }
      answer(req, res, image)
    },
  }
}

/** Clears the front cache (after a publish, unpublish or delete). */
export function purgeFrontCache(): void {
  ;(globalThis as FrontCacheRegistry).__frontCache?.clear()
}

function isPublicDocument(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/_next/') || pathname.includes('.')) return false
  // Client navigations, prefetches and server actions are Next's own protocol.
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return false
  return true
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}


/**
 * Whether this request may be answered from the cache: not with draft mode or a session,
 * and not where Next's proxy would redirect (an unprefixed address for a visitor whose
 * cookie or browser asks for English, or a /uk/… address). Without a cookie, the page's
 * locale is remembered, as the proxy itself does.
 */
function localeDecision(req: IncomingMessage, pathname: string): { cacheable: boolean; setCookie?: string } {
  if (cookieValue(req, '__prerender_bypass') || cookieValue(req, 'payload-token')) return { cacheable: false }
  const first = pathname.split('/')[1] ?? ''
  if (first === defaultLocale) return { cacheable: false }
  const pageLocale: Locale = isLocale(first) ? first : defaultLocale
  const cookie = cookieValue(req, 'NEXT_LOCALE')
  if (!isLocale(first)) {
    if (cookie && cookie !== defaultLocale && isLocale(cookie)) return { cacheable: false }
    if (!cookie && !isBot(req.headers['user-agent']) && acceptLanguageLocale(req.headers['accept-language'] ?? null) === 'en') return { cacheable: false }
  }
  const setCookie = cookie === pageLocale ? undefined : `NEXT_LOCALE=${pageLocale}; Path=/; Max-Age=31536000; SameSite=lax`
  return { cacheable: true, setCookie }
}

type Captured = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/** Lets Next write into a buffer instead of the socket (as compression middleware does). */
function capture(next: Handler, req: IncomingMessage, res: ServerResponse): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders }
    const restore = () => Object.assign(res, original)
    const toBuffer = (chunk: unknown, encoding: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

    res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      res.statusCode = status
      const headers = rest.find((value) => value && typeof value === 'object' && !Array.isArray(value)) as OutgoingHttpHeaders | undefined
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value)
      return res
    } as typeof res.writeHead
    res.flushHeaders = () => undefined
    res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done as () => void)
      return true
    } as typeof res.write
    res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
      restore()
      const headers = res.getHeaders()
      for (const name of Object.keys(headers)) res.removeHeader(name)
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) })
      const done = [chunk, encoding, callback].find((value) => typeof value === 'function')
      if (typeof done === 'function') process.nextTick(done as () => void)
      return res
    } as typeof res.end
    Promise.resolve(next(req, res)).catch((error: unknown) => {
      restore()
      reject(error)
    })
  })
}

// accept-ch / critical-ch: withPayload asks every page for the colour-scheme client hint (for
// the admin's theme). Critical-CH makes Chrome send a visitor's first request for a public
// page twice, one full round trip more before anything shows; the public pages never read it.
const droppedHeaders = ['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'set-cookie', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-middleware-rewrite', 'connection', 'keep-alive', 'date', 'accept-ch', 'critical-ch']

function prepare(status: number, headers: OutgoingHttpHeaders, identity: Buffer): CachedPage {
  const clean: OutgoingHttpHeaders = { ...headers }
  for (const name of droppedHeaders) delete clean[name]
  // Next can set the same Location twice on a redirect; one is the valid form.
  if (Array.isArray(clean.location)) clean.location = clean.location[0]
  if (String(headers['content-type'] ?? '').includes('text/html')) {
    // Browsers revalidate every time (a publish must show at once); the ETag keeps that cheap.
    clean['cache-control'] = status === 200 && /s-maxage/.test(String(headers['cache-control'] ?? '')) ? 'public, max-age=0, must-revalidate' : String(headers['cache-control'] ?? 'no-store')
  }
  clean.vary = 'Accept-Encoding'
  const compressible = identity.length > 1024
  return {
    status,
    headers: clean,
    identity,
    gzip: compressible ? zlib.gzipSync(identity, { level: 6 }) : identity,
    brotli: compressible ? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : identity,
    etag: `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
  }
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, setCookie?: string | string[] | number) {
  const headers: OutgoingHttpHeaders = { ...page.headers, etag: page.etag }
  if (setCookie !== undefined) headers['set-cookie'] = typeof setCookie === 'number' ? String(setCookie) : setCookie
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  const accepted = String(req.headers['accept-encoding'] ?? '')
  let body = page.identity
  if (page.brotli !== page.identity && /\bbr\b/.test(accepted)) {
    body = page.brotli
    headers['content-encoding'] = 'br'
  } else if (page.gzip !== page.identity && /\bgzip\b/.test(accepted)) {
    body = page.gzip
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = body.length
  res.writeHead(page.status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

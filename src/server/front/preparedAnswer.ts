import crypto from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { documentCacheControl, errorCacheControl } from './cacheLifetime'

/** An answer compressed once, in each encoding, with its ETag: what the page cache keeps. */
export type PreparedAnswer = {
  status: number
  headers: OutgoingHttpHeaders
  identity: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
  /** What it holds in memory (bodies and headers), for the cache's budget. */
  bytes: number
}

// accept-ch / critical-ch: withPayload asks every page for the colour-scheme client hint (for
// the admin's theme). Critical-CH makes Chrome send a visitor's first request for a public
// page twice, one full round trip more before anything shows; the public pages never read it.
const droppedHeaders = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'set-cookie',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'x-middleware-rewrite',
  'connection',
  'keep-alive',
  'date',
  'accept-ch',
  'critical-ch',
]

export function prepare(status: number, headers: OutgoingHttpHeaders, identity: Buffer): PreparedAnswer {
  const clean: OutgoingHttpHeaders = { ...headers }
  for (const name of droppedHeaders) delete clean[name]
  // Next can set the same Location twice on a redirect; one is the valid form.
  if (Array.isArray(clean.location)) clean.location = clean.location[0]
  if (String(headers['content-type'] ?? '').includes('text/html'))
    clean['cache-control'] = documentCacheControl(status, headers['cache-control'])
  else clean['cache-control'] = errorCacheControl(status, headers['cache-control']) ?? headers['cache-control']
  if (clean['cache-control'] === undefined) delete clean['cache-control']
  clean.vary = 'Accept-Encoding'
  const compressible = identity.length > 1024
  const gzip = compressible ? zlib.gzipSync(identity, { level: 6 }) : identity
  const brotli = compressible
    ? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : identity
  return {
    status,
    headers: clean,
    identity,
    gzip,
    brotli,
    etag: `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
    bytes: identity.length + (compressible ? gzip.length + brotli.length : 0) + JSON.stringify(clean).length,
  }
}

/**
 * Sends a prepared answer: 304 when the browser has it, else the encoding it accepts best;
 * a HEAD gets the very headers a GET would, without the body. `cache` says where it came from
 * (X-Cache: HIT from the front cache, MISS rendered now), for monitors and tests.
 */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  page: PreparedAnswer,
  setCookie?: string | string[] | number,
  cache?: 'HIT' | 'MISS',
) {
  const headers: OutgoingHttpHeaders = { ...page.headers, etag: page.etag }
  if (cache) headers['x-cache'] = cache
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

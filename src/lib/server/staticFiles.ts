import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

type Packed = { body: Buffer; type: string } | null


/**
 * Next's build files (`/_next/static/…`, content-hashed, immutable) in brotli, from the copies
 * scripts/compress-static.mjs writes after each build. A browser that does not accept brotli,
 * or a file without a copy, is left to Next (gzip). Copies are read once and kept in memory;
 * a path that leaves the static folder is never looked up.
 */
export function createStaticFiles(distDir: string) {
  const staticDir = path.resolve(distDir, 'static')
  const cache = new Map<string, NonNullable<Packed>>()

  // Only files that exist are remembered: unknown paths cannot grow the map.
  function lookup(pathname: string): Packed {
    const known = cache.get(pathname)
    if (known) return known
    let packed: Packed = null
    const relative = decodeURIComponent(pathname.slice('/_next/static/'.length))
    const file = path.resolve(staticDir, relative)
    const type = types[path.extname(file)]
    if (type && file.startsWith(`${staticDir}${path.sep}`)) {
      try {
        packed = { body: fs.readFileSync(`${file}.br`), type }
      } catch {
        packed = null
      }
    }
    if (packed) cache.set(pathname, packed)
    return packed
  }

  /** Answers the request and returns true, or returns false for Next to answer it. */
  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname.startsWith('/_next/static/')) return false
    if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false
    let packed: Packed
    try {
      packed = lookup(pathname)
    } catch {
      return false // a malformed escape in the path: Next answers it
    }
    if (!packed) return false
    res.writeHead(200, {
      'content-type': packed.type,
      'content-encoding': 'br',
      'content-length': packed.body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    })
    res.end(req.method === 'HEAD' ? undefined : packed.body)
    return true
  }
}

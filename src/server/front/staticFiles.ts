import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

type Packed = { body: Buffer; type: string }

/**
 * Next's build files (`/_next/static/…`, content-hashed, immutable) in brotli, from the copies
 * tools/build/compressStatic.mjs writes after each build. A browser that does not accept brotli,
 * or a file without a copy, is left to Next (gzip).
 *
 * Copies are read once and kept by the file they are, not by the address that asked: every
 * spelling of one file (`//`, `/./`, `%2F`, `%63hunks`) is the same entry, and only files that
 * exist are remembered, so memory holds at most the build's brotli copies (about 1 MB). Keyed
 * by address, each spelling kept a copy of its own: 10,000 of them held gigabytes.
 */
export function createStaticFiles(distDir: string) {
  const staticDir = path.resolve(distDir, 'static')
  const files = new Map<string, Packed>()

  function lookup(pathname: string): Packed | null {
    let relative: string
    try {
      relative = decodeURIComponent(pathname.slice('/_next/static/'.length))
    } catch {
      return null
    }
    // join normalises `//`, `.` and `..`; what ends up outside the static folder is never read.
    const file = path.join(staticDir, relative)
    const known = files.get(file)
    if (known) return known
    const type = types[path.extname(file)]
    if (!type || !file.startsWith(`${staticDir}${path.sep}`)) return null
    let packed: Packed
    try {
      packed = { body: fs.readFileSync(`${file}.br`), type }
    } catch {
      return null
    }
    files.set(file, packed)
    return packed
  }

  /** Answers the request and returns true, or returns false for Next to answer it. */
  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname.startsWith('/_next/static/')) return false
    if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false
    const packed = lookup(pathname)
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

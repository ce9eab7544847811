import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { captureAnswer, type Handler } from '@/workarounds/captureAnswer'
import type { NearStore } from './nearCache'

export type CachedPicture = { headers: OutgoingHttpHeaders; body: Buffer }

/**
 * Pictures made on request, kept once made: Next's optimised images (`/_next/image`) and the
 * generated Open Graph images (`/og/…png`). With the page cache in memory (isrFlushToDisk off)
 * Next keeps no optimised image, and re-encoded a post's cover on every request (about 100 ms
 * of CPU in AVIF); an OG image was drawn on every request.
 *
 * Each is keyed on what makes the picture, and nothing else: an image on its source, width,
 * quality and the format the browser's Accept header gets (the optimiser answers AVIF, WebP or
 * the original accordingly); an OG image on its path. Next is then asked with exactly those,
 * so a junk parameter can neither add an entry nor make Next encode again.
 */
export function createPictureAnswers(
  next: Handler,
  passOn: Handler,
  stores: { pictures: NearStore<CachedPicture>; ogImages: NearStore<CachedPicture> },
) {
  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    store: NearStore<CachedPicture>,
    key: string,
    nextUrl: string,
  ) {
    const hit = store.get(key)
    if (hit) return sendPicture(req, res, hit, 'HIT')
    req.url = nextUrl
    // A HEAD is left to Next and never kept: its answer has no picture in it.
    if (req.method === 'HEAD') return passOn(req, res)
    const ticket = store.ticket()
    const captured = await captureAnswer(next, req, res)
    const headers = { ...captured.headers }
    for (const name of droppedHeaders) delete headers[name]
    if (captured.status !== 200 || !String(headers['content-type'] ?? '').startsWith('image/')) {
      res.writeHead(captured.status, headers)
      res.end(captured.body)
      return
    }
    const picture = { headers, body: captured.body }
    store.set(key, picture, picture.body.length + JSON.stringify(headers).length, ticket)
    sendPicture(req, res, picture, 'MISS')
  }

  return {
    /** `/_next/image?url=…&w=…&q=…`, GET or HEAD. */
    image(req: IncomingMessage, res: ServerResponse, search: string) {
      const canonical = imageAddress(search)
      if (!canonical) return passOn(req, res)
      return answer(req, res, stores.pictures, `${imageFormat(req.headers.accept)} ${canonical}`, canonical)
    },
    /** `/og/{locale}/{kind}/{file}.png`, GET or HEAD. */
    og(req: IncomingMessage, res: ServerResponse, pathname: string) {
      const key = ogKey(pathname)
      if (!key) return passOn(req, res)
      return answer(req, res, stores.ogImages, key, pathname)
    },
  }
}

const droppedHeaders = [
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-nextjs-cache',
  'accept-ch',
  'critical-ch',
]

function sendPicture(req: IncomingMessage, res: ServerResponse, picture: CachedPicture, cache: 'HIT' | 'MISS') {
  if (picture.headers.etag && req.headers['if-none-match'] === picture.headers.etag) {
    res.writeHead(304, { ...picture.headers, 'x-cache': cache })
    res.end()
    return
  }
  res.writeHead(200, { ...picture.headers, 'content-length': picture.body.length, 'x-cache': cache })
  res.end(req.method === 'HEAD' ? undefined : picture.body)
}

const imageFormat = (accept: string | undefined) =>
  /image\/avif/.test(accept ?? '') ? 'avif' : /image\/webp/.test(accept ?? '') ? 'webp' : 'original'

/** The optimiser's address with only its three parameters, each given once; else null (Next answers it). */
function imageAddress(search: string): string | null {
  const params = new URLSearchParams(search)
  const [url, w, q] = ['url', 'w', 'q'].map((name) => params.getAll(name))
  if (url?.length !== 1 || w?.length !== 1 || q?.length !== 1) return null
  if (!/^\d{1,5}$/.test(w[0] ?? '') || !/^\d{1,3}$/.test(q[0] ?? '')) return null
  return `/_next/image?url=${encodeURIComponent(url[0] ?? '')}&w=${w[0]}&q=${q[0]}`
}

/**
 * An OG image's path with each segment decoded (`home.png` and `%68ome.png` are one picture,
 * as Next routes them), or null for a path of another shape.
 */
function ogKey(pathname: string): string | null {
  const segments = pathname.split('/')
  if (segments.length !== 5 || !segments[4]?.endsWith('.png')) return null
  try {
    const decoded = segments.map((segment) => decodeURIComponent(segment))
    return decoded.some((segment) => segment.includes('/')) ? null : decoded.join('/')
  } catch {
    return null
  }
}

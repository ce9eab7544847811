import type { IncomingMessage, ServerResponse } from 'node:http'

import type { CspOptions } from './csp'
import { createAdminAnswers } from './front/adminAnswers'
import {
  isAdminAddress,
  isDocumentRequest,
  isNextAssetAddress,
  isPageAddress,
  pageMethods,
  readOnlyMethods,
} from './front/addresses'
import { refuseMalformedPath, refuseMethod } from './front/addressRules'
import type { Handler } from '@/workarounds/captureAnswer'
import { createNearCache, type FrontCacheControl, type NearCacheBudgets, type NearStoreStats } from './front/nearCache'
import { dropNextInternalHeaders } from './front/nextInternalHeaders'
import { createPageAnswers } from './front/pageAnswers'
import { createPassOn } from './front/passOn'
import { createPictureAnswers, type CachedPicture } from './front/pictureAnswers'
import type { PreparedAnswer } from './front/preparedAnswer'
import { createStaticFiles } from './front/staticFiles'
import { pageCache } from '@/shared/crossing'
import { workaroundOn } from '@/workarounds/switches'
import { securityHeaders } from './securityHeaders'

export type { FrontCacheControl } from './front/nearCache'

export type FrontLayerOptions = {
  production: boolean
  /** Next's build folder, for the brotli copies of its static files. */
  distDir?: string
  /** Memory for each cache, in bytes (default: pages 64 MB, pictures 64 MB, OG images 16 MB). */
  budgets?: Partial<NearCacheBudgets>
  /** Extra CSP sources for a rendered page (its HTML given), e.g. configured analytics. */
  csp?: (html: string) => CspOptions
}

/** The request handler, the control of its caches (for the multi-instance purge) and their counts (metrics). */
export type FrontLayer = Handler & {
  readonly cache: FrontCacheControl
  readonly cacheStats: () => Record<string, NearStoreStats>
}

const noBudgets: NearCacheBudgets = { pages: 0, pictures: 0, ogImages: 0 }
const defaultBudgets: NearCacheBudgets = {
  pages: 64 * 1024 * 1024,
  pictures: 64 * 1024 * 1024,
  ogImages: 16 * 1024 * 1024,
}

/**
 * In front of Next, in the same process (src/server/serve.ts): this file only routes, each part is
 * a module of front/. At the door: Next's internal request headers are dropped
 * (front/nextInternalHeaders.ts), a path that does not decode is a 400 and a method an address
 * has no use for a 405 (front/addressRules.ts). Then, by address (front/addresses.ts):
 * - Next's build files in brotli (front/staticFiles.ts);
 * - the admin with its own policy and headers (front/adminAnswers.ts);
 * - public pages from the page cache (front/pageAnswers.ts), pictures and OG images from theirs
 *   (front/pictureAnswers.ts): all three bounded in bytes, least recently used first out, and
 *   emptied by a publish (front/cachePurge.ts) or through `cache` (front/nearCache.ts);
 * - anything else as Next writes it, an HTML answer with a policy (front/passOn.ts).
 * Every answer gets the security headers.
 */
export function createFrontLayer(next: Handler, options: FrontLayerOptions): FrontLayer {
  // FRONT_CACHE=0: nothing is kept (budgets of 0 bytes), every page goes through Next.
  const budgets = workaroundOn('frontCache') ? { ...defaultBudgets, ...options.budgets } : noBudgets
  const caches = createNearCache<PreparedAnswer, CachedPicture>(budgets)
  // Emptied whenever content changes (src/shared/crossing.ts: the app and Next's cache handler call it).
  pageCache.register(caches.control.clear)
  const baseHeaders = Object.entries(securityHeaders(options.production))
  const serveStatic = options.distDir ? createStaticFiles(options.distDir) : () => false
  const answerAdmin = createAdminAnswers(next)
  const passOn = createPassOn(next, options)
  const answerPage = createPageAnswers(next, caches.pages, options)
  const pictures = createPictureAnswers(next, passOn, caches)

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query < 0 ? url : url.slice(0, query)
    dropNextInternalHeaders(req.headers)
    if (refuseMalformedPath(req, res, pathname)) return
    if (serveStatic(req, res, pathname)) return
    for (const [name, value] of baseHeaders) res.setHeader(name, value)

    if (isAdminAddress(pathname)) return answerAdmin(req, res)
    if (isNextAssetAddress(pathname)) {
      if (refuseMethod(req, res, pathname, readOnlyMethods)) return
      if (pathname === '/_next/image') return pictures.image(req, res, query < 0 ? '' : url.slice(query + 1))
      return passOn(req, res)
    }
    if (pathname.startsWith('/og/') && (req.method === 'GET' || req.method === 'HEAD'))
      return pictures.og(req, res, pathname)
    if (isPageAddress(pathname)) {
      if (refuseMethod(req, res, pathname, pageMethods)) return
      if (isDocumentRequest(req)) return answerPage(req, res, pathname)
    }
    return passOn(req, res)
  }
  return Object.assign(handle, { cache: caches.control, cacheStats: caches.stats })
}

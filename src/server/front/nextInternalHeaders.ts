import type { IncomingHttpHeaders } from 'node:http'

import { notFoundPageHeader } from '@/workarounds/notFoundAsPage'

/**
 * Request headers Next reads as messages from its own parts (the proxy, a deployment's edge,
 * another worker) and that a client must never be able to send. They are dropped at the door.
 *
 * Found: `x-middleware-prefetch` (the header of the Pages Router's middleware prefetch) makes
 * Next 16's base server skip the route for anything not prerendered (base-server.js,
 * renderToResponseWithComponents: "when we are handling a middleware prefetch and it doesn't
 * resolve to a static data route we bail early", added in vercel/next.js#45772) and answer
 * `200 {}`: `GET /api/users` anonymously was that instead of Payload's 403, and so was every
 * API route, the admin, the feeds and the OG images. Next filters a few such headers itself
 * (server/lib/server-ipc/utils.js, INTERNAL_HEADERS) but not that one.
 * `x-middleware-subrequest` (the recursion guard of CVE-2025-29927) is read by nothing in
 * Next 16 and dropped all the same.
 *
 * Kept: what browsers legitimately send for client navigation, prefetches and server actions
 * (`rsc`, `next-router-state-tree`, `next-router-prefetch`, `next-router-segment-prefetch`,
 * `next-url`, `next-action`, `next-hmr-refresh`) and the development server's request ids.
 */
const internalHeaders = new Set([
  // The server's own second request for the not-found page (src/workarounds/notFoundAsPage.ts).
  notFoundPageHeader,
  'x-matched-path',
  'x-now-route-matches',
  'x-nextjs-data',
  'x-nextjs-matched-path',
  'x-next-resume-state-length',
  'next-resume',
  'x-action-forwarded',
  'x-invocation-id',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
  'x-next-cache-tags',
])

export function dropNextInternalHeaders(headers: IncomingHttpHeaders): void {
  for (const name in headers) {
    // Only names that start with `x` or `n` can be one (a look at one character per header).
    const first = name.charCodeAt(0)
    if (first !== 120 && first !== 110) continue
    if (name.startsWith('x-middleware-') || name.startsWith('x-invoke-') || internalHeaders.has(name))
      delete headers[name]
  }
}

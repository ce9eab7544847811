import type { Endpoint } from 'payload'

import { isLocale, localizedPath } from '@/i18n/locales'
import { errorResponse, noStore, requestLocale } from '@/lib/landing/request'
import { findPostId, findPostSlugs } from '@/lib/posts/slugs'

/**
 * GET /api/posts/counterpart?segment=…&from=uk&to=en: where the post at /blog/{segment} in
 * `from` lives in `to` — `{ path: "/en/blog/…" }`, or `{ path: null }` when it has no
 * translation there (or no such published post). The locale redirect of a first visit asks
 * this (src/proxy.ts): a post's counterpart is its slug in the other language, not a prefix.
 */
export const postCounterpartEndpoint: Endpoint = {
  path: '/counterpart',
  method: 'get',
  handler: async (req) => {
    const from = req.searchParams.get('from')
    const to = req.searchParams.get('to')
    const segment = req.searchParams.get('segment') ?? ''
    if (!isLocale(from) || !isLocale(to) || !segment || segment.length > 300) {
      return errorResponse(400, 'invalid', requestLocale(req.headers))
    }
    const id = await findPostId(req.payload, segment, from)
    const slug = id === null ? undefined : (await findPostSlugs(req.payload, id))?.[to]
    return Response.json({ path: slug ? localizedPath(to, `/blog/${encodeURIComponent(slug)}`) : null }, { headers: noStore })
  },
}

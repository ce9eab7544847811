import type { PayloadRequest } from 'payload'

import { nextCache, pageCache, requestContext } from '@/shared/crossing'

/**
 * Content changed: the one place a publish, unpublish or delete reaches the caches (the hooks of
 * every collection and global call it, with the cache tags of what changed: src/lib/cache/tags.ts).
 *
 * 1. Next's cache: the tags expire at once, so the next request after a publish renders the
 *    change (Next 16's 'max' profile would serve the stale page once more). Inside a request
 *    through Next's `revalidateTag`; outside one (a job of the queue, which Next's API refuses),
 *    through the cache handler itself (src/shared/crossing.ts).
 * 2. The page cache in front of Next (src/server/front): emptied now, so the old page stops
 *    being answered at once. Next applies a `revalidateTag` after the route's answer (the change
 *    committed), and the cache handler empties the page cache again then, on every instance, so
 *    a page rendered in between from Next's old copy is not kept either.
 *
 * Where no Next runs (the seed, a script, a test of the data model) there is nothing to expire.
 * A hook that must not reach the caches passes `context.disableRevalidate`.
 */
export async function contentChanged(req: PayloadRequest, tagList: string[]): Promise<void> {
  if (req.context?.disableRevalidate || tagList.length === 0) return
  const tags = [...new Set(tagList)]
  try {
    if (!(await expireInRequest(tags))) await nextCache.expire(tags)
    pageCache.purge()
  } catch (error) {
    req.payload.logger.warn({ msg: `Could not expire cache tags ${tags.join(', ')}`, err: error })
  }
}

/**
 * Next's own `revalidateTag`, where there is a Next request to run it in. Not in a run of the
 * jobs queue's timer (a scheduled publish): the timer keeps the context of the request that
 * started it, long answered, so `revalidateTag` did not throw there but recorded the tags on
 * that finished request, where nothing applies them (seen: a language withdrawn by the queue
 * stayed in the sitemap and the feed; src/shared/crossing.ts, requestContext).
 */
async function expireInRequest(tags: string[]): Promise<boolean> {
  if (!process.env.NEXT_RUNTIME || !requestContext.current()) return false
  const { revalidateTag } = await import('next/cache')
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    // Outside a request (the jobs queue): Next has no store to record the expiry in.
    return false
  }
}

import type { PayloadRequest } from 'payload'

import { purgeFrontCache } from '@/server/frontLayer'

/**
 * Expire cache tags at once, so the next public request after a publish shows the change
 * (Next 16's 'max' profile would serve the stale page once more). Outside a Next server
 * (seed script, tests) there is no cache to expire and the call is skipped; a hook that
 * must not revalidate passes `context.disableRevalidate`.
 */
export async function expireTags(req: PayloadRequest, tagList: string[]): Promise<void> {
  if (req.context?.disableRevalidate || tagList.length === 0) return
  if (!process.env.NEXT_RUNTIME) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of new Set(tagList)) revalidateTag(tag, { expire: 0 })
    // The copy kept in front of Next (src/server/serve.ts) goes too, twice. Now, so the old page
    // stops being answered at once. And once Next has applied the expiry (after the route's
    // answer, the change committed): the cache handler empties it then, on every instance
    // (src/next-cache/handler.ts), so a page rendered in between from Next's old copy
    // is not kept either.
    purgeFrontCache()
  } catch (error) {
    req.payload.logger.warn({ msg: `Could not expire cache tags ${tagList.join(', ')}`, err: error })
  }
}

import type { PayloadRequest } from 'payload'

import { purgeFrontCache } from '@/lib/server/frontLayer'

/**
 * Expire cache tags at once, so the next public request after a publish shows the change
 * (Next 16's 'max' profile would serve the stale page once more). Outside a Next server
 * (seed script, tests) there is no cache to expire and the call is skipped; a hook that
 * must not revalidate passes `context.disableRevalidate`.
 */
/** How long Next is given to apply an expiry after the answer before the last purge (ms). */
const expirySettleMs = 1000

export async function expireTags(req: PayloadRequest, tagList: string[]): Promise<void> {
  if (req.context?.disableRevalidate || tagList.length === 0) return
  if (!process.env.NEXT_RUNTIME) return
  try {
    const [{ revalidateTag }, { after }] = await Promise.all([import('next/cache'), import('next/server')])
    for (const tag of new Set(tagList)) revalidateTag(tag, { expire: 0 })
    // The copy kept in front of Next (scripts/serve.ts) goes too, three times. Now, so the old
    // page stops being answered at once. Again after the answer: this hook runs before Payload
    // commits the change, so a page asked for in between is Next's old copy. And once more a
    // second later: Next applies a route handler's expiry as background work after the answer
    // (`pendingWaitUntil` in next/dist/server/route-modules/app-route/module.js), beside the
    // `after` callbacks and with no signal when it is done, and a page rendered before it lands
    // is still the old one. Without that last purge the front layer kept such a page until the
    // next publish (front-layer.test.ts "keeps no old copy…": 1 to 3 runs in 4 once pages were
    // finished faster). A page rendered meanwhile is rendered once more; nothing else is lost.
    purgeFrontCache()
    after(async () => {
      purgeFrontCache()
      await new Promise((resolve) => setTimeout(resolve, expirySettleMs))
      purgeFrontCache()
    })
  } catch (error) {
    req.payload.logger.warn({ msg: `Could not expire cache tags ${tagList.join(', ')}`, err: error })
  }
}

import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types'
import type { useRouter } from 'next/navigation'

/**
 * Prefetch the whole page: `router.prefetch(href, { kind })` is public, but its `PrefetchOptions`
 * type demands a `PrefetchKind`, an enum only next/dist exports (no upstream issue found for
 * exporting it; vercel/next.js#82032 already turned it into a `FetchStrategy` inside the router,
 * the kind of change that breaks this import). `<Link prefetch>` gets a whole prefetch from it
 * the documented way, but the site's links are plain <a> with one listener (SiteLinks), so the
 * listener asks for it here. The pages are static and cached: the default partial prefetch stops
 * after the route's outline when nothing keeps asking again (measured: 4 outline requests, then
 * none), and the click then waits for the page.
 *
 * Relies on: the deep import (a build fails loudly if it moves) and the router still treating
 * `FULL` as the whole page; tests/e2e/prefetch.spec.ts fails when a prefetched page is no longer
 * there without the network. Off with PREFETCH_WHOLE_PAGE=0 (read by the layout, passed to
 * SiteLinks): the router's default prefetch.
 */
export function prefetchPage(router: ReturnType<typeof useRouter>, page: string, whole: boolean): void {
  if (whole) router.prefetch(page, { kind: PrefetchKind.FULL })
  else router.prefetch(page)
}

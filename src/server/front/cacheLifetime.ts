/**
 * How long browsers and shared caches (a CDN in front of the site) may keep an answer Next wrote.
 * Next marks everything it serves from its own cache `s-maxage=31536000`, its not-found page
 * included (it is prerendered like any page): a CDN would then answer a post's address with the
 * 404 for a year after the post is published. An error answer gets no lifetime at all: Next
 * serves it again from its own cache, cheaply.
 */
export const noSharedLifetime = 'no-store'

/** The Cache-Control an answer goes out with instead of Next's, or undefined to keep Next's. */
export function errorCacheControl(status: number, cacheControl: unknown): string | undefined {
  return status >= 400 && /s-maxage/.test(String(cacheControl ?? '')) ? noSharedLifetime : undefined
}

/**
 * A public HTML document: a page from Next's cache is revalidated by browsers every time (a
 * publish must show at once; the ETag keeps that cheap), an error is never kept, anything else
 * keeps Next's value (no-store when it gave none).
 */
export function documentCacheControl(status: number, cacheControl: unknown): string {
  const error = errorCacheControl(status, cacheControl)
  if (error) return error
  if (status === 200 && /s-maxage/.test(String(cacheControl ?? ''))) return 'public, max-age=0, must-revalidate'
  return cacheControl === undefined ? 'no-store' : String(cacheControl)
}

import { addressLocale } from '@/i18n/localeDecision'
import { defaultLocale, type Locale } from '@/i18n/locales'

/**
 * The not-found page, rendered on the server. Next 16 cannot: a `notFound()` thrown while a page
 * renders reaches React's HTML renderer, which has no error boundaries, so Next sends its empty
 * error shell (`<html id="__next_error__">`: no lang, no title, no text) and the "Ooops!" page
 * only exists once the browser has run the scripts (vercel/next.js#62228, open; the fix,
 * vercel/next.js#88491, closed unmerged). Every page of the site decides "not found" where its
 * data is, so the server around Next (src/server/front/pageAnswers.ts) asks once more when
 * Next answers a page with 404, with the header below; the proxy then answers the same address
 * with the page-not-found route (a page like any other, whole in the HTML, cached per language)
 * and status 404. Remove this module when Next renders a thrown notFound() on the server.
 *
 * Relies on: Next answering a thrown notFound() with status 404, and a proxy rewrite keeping the
 * status it is given (`NextResponse.rewrite(url, { status: 404 })`), which Next's proxy
 * documentation does not promise; tests/integration/framework-workarounds.test.ts fails when
 * either changes. Off with NOT_FOUND_AS_PAGE=0: Next's own error shell, shown whole only once the
 * scripts have run.
 */

/** Set by the server around Next on its second request, dropped from what a client sends. */
export const notFoundPageHeader = 'x-site-not-found-page'

/** The route that renders the not-found page (src/app/(frontend)/[locale]/page-not-found). */
export const notFoundPageSegment = 'page-not-found'

/**
 * For the proxy: the path of the not-found page in the address's language, to be answered with
 * status 404, when the server asks for it or the route's own address is asked for (it exists
 * only to be answered this way). Null otherwise.
 */
export function notFoundPageRewrite(pathname: string, headers: Headers): string | null {
  const locale: Locale = addressLocale(pathname) ?? defaultLocale
  const ownAddress = pathname === `/${notFoundPageSegment}` || pathname === `/${locale}/${notFoundPageSegment}`
  if (!headers.has(notFoundPageHeader) && !ownAddress) return null
  return `/${locale}/${notFoundPageSegment}`
}

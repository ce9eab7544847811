import { getLocale } from 'next-intl/server'

import { NotFoundPage, notFoundMetadata } from '@/site/NotFoundPage'
import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * What a page's notFound() shows when the browser renders it: after a navigation inside the site
 * (the router fetches the next page's data, not its HTML). A request for the HTML of an address
 * that does not exist is answered by page-not-found/ instead (src/workarounds/notFoundAsPage.ts).
 */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const { title } = await notFoundMetadata(locale)
  return (
    <>
      {/* React hoists these into <head>; a not-found boundary has no generateMetadata. */}
      <title>{String(title)}</title>
      <meta name="robots" content="noindex" />
      <NotFoundPage locale={locale} />
    </>
  )
}

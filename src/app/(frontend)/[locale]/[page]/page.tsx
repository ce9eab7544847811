import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/site/CmsPage'
import { isLocale, localizedPath } from '@/i18n/locales'
import { redirectOrNotFound } from '@/lib/redirects/find'
import { isPageSlug, type PageSlug } from '@/lib/routes'

/**
 * Every marketing route but home and blog (/b2b, /devices, /about-us, /contacts, /services,
 * /guarantee, /processes, /certificates, /careers): one component, the slug validated against
 * src/lib/routes.ts. Rendered on first request, then cached until a publish expires it.
 */
type Props = { params: Promise<{ locale: string; page: string }> }

export function generateStaticParams() {
  return []
}

function routeSlug(page: string): Exclude<PageSlug, 'home' | 'blog'> | null {
  return isPageSlug(page) && page !== 'home' && page !== 'blog' ? page : null
}

export async function generateMetadata({ params }: Props) {
  const { locale, page } = await params
  const slug = routeSlug(page)
  return isLocale(locale) && slug ? cmsPageMetadata(slug, locale) : {}
}

export default async function MarketingPage({ params }: Props) {
  const { locale, page } = await params
  const slug = routeSlug(page)
  if (!isLocale(locale)) notFound()
  if (!slug) return redirectOrNotFound(localizedPath(locale, `/${page}`))
  setRequestLocale(locale)
  return <CmsPage slug={slug} locale={locale} />
}

import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/site/CmsPage'
import { isLocale, localizedPath } from '@/i18n/locales'

/**
 * /blog/page/{n}: later pages of the post list. A path segment rather than ?page= so that each
 * page is its own cacheable document; /blog/page/1 is /blog.
 */
type Props = { params: Promise<{ locale: string; n: string }> }

export function generateStaticParams() {
  return []
}

const pageNumber = (n: string) => (/^[1-9]\d{0,4}$/.test(n) ? Number(n) : null)

export async function generateMetadata({ params }: Props) {
  const { locale, n } = await params
  const page = pageNumber(n)
  if (!isLocale(locale) || !page) return {}
  // The other language has this page only when it has as many posts (src/lib/seo/addresses.ts).
  return cmsPageMetadata('blog', locale, { context: { blogPage: page }, titleSuffix: ` · ${page}`, feed: true })
}

export default async function BlogListPage({ params }: Props) {
  const { locale, n } = await params
  const page = pageNumber(n)
  if (!isLocale(locale) || !page) notFound()
  if (page === 1) permanentRedirect(localizedPath(locale, '/blog'))
  setRequestLocale(locale)
  return <CmsPage slug="blog" locale={locale} context={{ blogPage: page }} />
}

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/site/CmsPage'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return isLocale(locale) ? cmsPageMetadata('blog', locale, { feed: true }) : {}
}

/** /blog: hero, all posts (page 1), last posts, more posts. */
export default async function BlogPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <CmsPage slug="blog" locale={locale} context={{ blogPage: 1 }} />
}

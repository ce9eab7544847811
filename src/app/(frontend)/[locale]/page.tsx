import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/site/CmsPage'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return isLocale(locale) ? cmsPageMetadata('home', locale) : {}
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <CmsPage slug="home" locale={locale} />
}

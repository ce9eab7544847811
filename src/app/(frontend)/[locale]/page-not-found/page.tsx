import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { NotFoundPage, notFoundMetadata } from '@/site/NotFoundPage'
import { isLocale } from '@/i18n/locales'

/**
 * The not-found page as a page of its own, so that Next renders it whole on the server. The
 * proxy answers every address that does not exist with it, status 404, at the address asked for
 * (src/workarounds/notFoundAsPage.ts); its own address is one of them. Cached per language.
 */
type Props = { params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return isLocale(locale) ? notFoundMetadata(locale) : {}
}

export default async function PageNotFound({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <NotFoundPage locale={locale} />
}

import { notFound, redirect } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { getPostCounterpart } from '@/lib/data'
import PostPage from '../../page'

/**
 * /blog/{slug}/for/{reader}: the post at /blog/{slug}, for a visitor whose language is
 * `reader`. The proxy (src/proxy.ts) sends here a visitor whose language is not the address's:
 * the post in their language has a slug of its own, and they are redirected to it (307, as
 * every language redirect); when it has no translation, the post is what there is to read and
 * is answered as it is, at the address they asked for. Cached like the post page itself.
 */
type Props = { params: Promise<{ locale: string; slug: string; reader: string }> }

export function generateStaticParams() {
  return []
}

export { generateMetadata } from '../../page'

export default async function PostForReader({ params }: Props) {
  const { locale, slug, reader } = await params
  if (!isLocale(locale) || !isLocale(reader) || reader === locale) notFound()
  const counterpart = await getPostCounterpart(slug, locale, reader)
  if (counterpart) redirect(counterpart)
  return <PostPage params={Promise.resolve({ locale, slug })} />
}

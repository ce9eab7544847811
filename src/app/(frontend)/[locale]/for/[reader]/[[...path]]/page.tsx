import { notFound, redirect } from 'next/navigation'

import { isLocale, localizedPath, type Locale } from '@/i18n/locales'
import { getPostCounterpart } from '@/lib/data/index'
import { isPageSlug } from '@/lib/routes'
import { blogListAddresses, cmsPageAddresses } from '@/lib/seo/addresses'
import MarketingPage, { generateMetadata as marketingMetadata } from '../../../[page]/page'
import BlogListPage, { generateMetadata as blogListMetadata } from '../../../blog/page/[n]/page'
import BlogPage, { generateMetadata as blogMetadata } from '../../../blog/page'
import PostPage, { generateMetadata as postMetadata } from '../../../blog/[slug]/page'
import HomePage, { generateMetadata as homeMetadata } from '../../../page'

/**
 * /for/{reader}/{address}: an unprefixed address asked for by a visitor whose language is
 * `reader` (the proxy, src/proxy.ts, sends such a visitor here instead of to the same path under
 * /en, which may not exist: a post has another slug there, the English blog fewer pages, a page
 * may not be published in English). The visitor is redirected (307, as every language redirect)
 * to the page's counterpart in their language; where it has none, the page is what there is to
 * read and is answered as it is, at the address they asked for. An address the site does not
 * know goes where it went before, under the reader's prefix (its not-found page, or a CMS
 * redirect rule, in their language). Cached like the pages themselves.
 */
type Props = { params: Promise<{ locale: string; reader: string; path?: string[] }> }

export function generateStaticParams() {
  return []
}

type Kind =
  | { page: typeof HomePage; metadata: typeof homeMetadata; params: { locale: Locale } }
  | { page: typeof MarketingPage; metadata: typeof marketingMetadata; params: { locale: Locale; page: string } }
  | { page: typeof BlogListPage; metadata: typeof blogListMetadata; params: { locale: Locale; n: string } }
  | { page: typeof PostPage; metadata: typeof postMetadata; params: { locale: Locale; slug: string } }

/** What the address is, where it lives in the reader's language (null: nowhere), and its page. */
async function resolve(locale: Locale, reader: Locale, path: string[]) {
  const [first, second, third] = path
  let counterpart: string | null | undefined
  let kind: Kind | null = null
  if (path.length === 0) {
    counterpart = (await cmsPageAddresses('home')).paths[reader]
    kind = { page: HomePage, metadata: homeMetadata, params: { locale } }
  } else if (path.length === 1 && first === 'blog') {
    counterpart = (await cmsPageAddresses('blog')).paths[reader]
    kind = { page: BlogPage, metadata: blogMetadata, params: { locale } }
  } else if (path.length === 1 && isPageSlug(first)) {
    counterpart = (await cmsPageAddresses(first)).paths[reader]
    kind = { page: MarketingPage, metadata: marketingMetadata, params: { locale, page: first } }
  } else if (path.length === 3 && first === 'blog' && second === 'page' && /^[1-9]\d{0,4}$/.test(third!)) {
    counterpart = (await blogListAddresses(Number(third))).paths[reader]
    kind = { page: BlogListPage, metadata: blogListMetadata, params: { locale, n: third! } }
  } else if (path.length === 2 && first === 'blog') {
    const target = await getPostCounterpart(second!, locale, reader)
    if (target) return { target }
    kind = { page: PostPage, metadata: postMetadata, params: { locale, slug: second! } }
  }
  const address = `/${path.map(encodeURIComponent).join('/')}`
  if (!kind) return { target: localizedPath(reader, address) }
  return counterpart ? { target: localizedPath(reader, counterpart) } : { kind }
}

export async function generateMetadata({ params }: Props) {
  const { locale, reader, path = [] } = await params
  if (!isLocale(locale) || !isLocale(reader) || reader === locale) return {}
  const { kind } = await resolve(locale, reader, path)
  // The same page as at its own address (its canonical and alternates name that address).
  return kind ? kind.metadata({ params: Promise.resolve(kind.params) } as never) : {}
}

export default async function ForReader({ params }: Props) {
  const { locale, reader, path = [] } = await params
  if (!isLocale(locale) || !isLocale(reader) || reader === locale) notFound()
  const { target, kind } = await resolve(locale, reader, path)
  if (target || !kind) redirect(target ?? localizedPath(reader, '/'))
  const Page = kind.page as (props: { params: Promise<Kind['params']> }) => Promise<React.JSX.Element>
  return <Page params={Promise.resolve(kind.params)} />
}

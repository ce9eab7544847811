import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { RenderContext } from '@/blocks/types'
import { PageFrame } from '@/site/PageFrame'
import type { Locale } from '@/i18n/locales'
import { getGlobal, getPage, getVacancies } from '@/lib/data/index'
import { blogListAddresses, cmsPageAddresses, type PageAddresses } from '@/lib/seo/addresses'
import { breadcrumbs, jobPosting, JsonLd, organization } from '@/lib/seo/jsonLd'
import { pagePath, type PageSlug } from '@/lib/routes'
import { buildMetadata, generatedImagePath } from '@/lib/seo/metadata'

/** Where a marketing page (or page n of the blog list) lives in each language. */
function addressesOf(slug: PageSlug, context?: RenderContext): Promise<PageAddresses> {
  return slug === 'blog' && context?.blogPage ? blogListAddresses(context.blogPage) : cmsPageAddresses(slug)
}

/** One marketing route: its `pages` document in that language, block by block. */
export async function CmsPage({ slug, locale, context }: { slug: PageSlug; locale: Locale; context?: RenderContext }) {
  const [page, addresses] = await Promise.all([getPage(slug, locale), addressesOf(slug, context)])
  if (!page) notFound()
  return (
    <PageFrame locale={locale} addresses={addresses}>
      <PageStructuredData slug={slug} locale={locale} title={page.title} />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} context={context} />
    </PageFrame>
  )
}

/** Organization on home; BreadcrumbList elsewhere, plus a JobPosting per vacancy on careers. */
async function PageStructuredData({ slug, locale, title }: { slug: PageSlug; locale: Locale; title: string }) {
  const [settings, t] = await Promise.all([
    getGlobal('site-settings', locale),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  if (slug === 'home') return <JsonLd data={organization(settings, locale)} />
  const trail = breadcrumbs(locale, [
    { name: t('homeCrumb'), path: '/' },
    { name: title, path: pagePath(slug) },
  ])
  if (slug !== 'careers') return <JsonLd data={trail} />
  const vacancies = await getVacancies(locale)
  return <JsonLd data={[trail, ...vacancies.map((vacancy) => jobPosting(vacancy, locale, settings))]} />
}

/**
 * A marketing page's metadata: SEO fields from the CMS, else its title and the site's tagline.
 * `context.blogPage` is page n of the blog list, `titleSuffix` is appended to the title.
 */
export async function cmsPageMetadata(
  slug: PageSlug,
  locale: Locale,
  options: { context?: RenderContext; titleSuffix?: string; feed?: boolean } = {},
): Promise<Metadata> {
  const [page, settings, addresses] = await Promise.all([
    getPage(slug, locale),
    getGlobal('site-settings', locale),
    addressesOf(slug, options.context),
  ])
  const siteName = settings.siteName
  if (!page) return {}
  const { paths } = addresses
  const title =
    (page.meta?.title || (slug === 'home' ? siteName : `${page.title} | ${siteName}`)) + (options.titleSuffix ?? '')
  return buildMetadata({
    locale,
    paths: { ...paths, [locale]: paths[locale] ?? pagePath(slug) },
    title,
    description: page.meta?.description || settings.tagline,
    image: page.meta?.image,
    generatedImage: generatedImagePath(locale, 'page', slug),
    siteName,
    feed: options.feed,
  })
}

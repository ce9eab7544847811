import 'server-only'
import { cache } from 'react'

import { localeLabels, localizedPath, locales, type Locale } from '@/i18n/locales'
import { getPosts, getPostSlugs } from '@/lib/data/index'
import { pagePath, postPath, type PageSlug } from '@/lib/routes'
import { getSitemapEntries } from '@/lib/seo/data'

/**
 * Where a page lives in each language: its locale-less path in every language it exists in
 * (the hreflang alternates), and the closest page that exists in a language it does not (the
 * language switcher's target there). The page's metadata and its header read the same value,
 * so the HTML a crawler or a visitor without scripts receives links only to pages that exist.
 */
export type PageAddresses = { paths: Partial<Record<Locale, string>>; fallback: string }

/** The blog list's page size (the post list block's default, src/blocks/PostsList). */
export const postsPerPage = 6

/** A marketing page: in each language it is published in; elsewhere that language's home. */
export const cmsPageAddresses = cache(async (slug: PageSlug): Promise<PageAddresses> => {
  const { pages } = await getSitemapEntries()
  const translated = pages.find((entry) => entry.slug === slug)?.translated ?? []
  return { paths: Object.fromEntries(translated.map((locale) => [locale, pagePath(slug)])), fallback: '/' }
})

/** A post: its own slug in each language it is translated into; elsewhere that language's blog. */
export const postAddresses = cache(async (id: number): Promise<PageAddresses> => {
  const slugs = (await getPostSlugs(id)) ?? {}
  return {
    paths: Object.fromEntries(Object.entries(slugs).map(([locale, slug]) => [locale, postPath(slug)])),
    fallback: '/blog',
  }
})

/** Page n of the blog list: in each language that has as many posts; elsewhere its blog. */
export const blogListAddresses = cache(async (page: number): Promise<PageAddresses> => {
  if (page <= 1) return cmsPageAddresses('blog')
  const lists = await Promise.all(locales.map((locale) => getPosts(locale, page, postsPerPage)))
  return {
    paths: Object.fromEntries(
      locales.filter((_, index) => lists[index]!.docs.length > 0).map((locale) => [locale, `/blog/page/${page}`]),
    ),
    fallback: '/blog',
  }
})

/** The not-found page exists nowhere: the switcher offers each language's home. */
export const notFoundAddresses: PageAddresses = { paths: {}, fallback: '/' }

export type LanguageTarget = { locale: Locale; label: string; href: string; current: boolean }

/** The language switcher's list for a page shown in `current`. */
export function languageTargets(addresses: PageAddresses, current: Locale): LanguageTarget[] {
  return locales.map((locale) => ({
    locale,
    label: localeLabels[locale],
    href: localizedPath(locale, addresses.paths[locale] ?? addresses.fallback),
    current: locale === current,
  }))
}

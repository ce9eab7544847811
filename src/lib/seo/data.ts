import 'server-only'
import { unstable_cache } from 'next/cache'

import { locales, type Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { getPayload } from '@/lib/payload'
import type { PageSlug } from '@/lib/routes'

export type SitemapPage = { slug: PageSlug; updatedAt: string; translated: Locale[] }
export type SitemapPost = { id: number; updatedAt: string; slugs: Partial<Record<Locale, string>> }

/**
 * Every published page and post with its address in each language it exists in and is not
 * withdrawn from (issue 27: read in every language at once, so the flag is checked here).
 */
export const getSitemapEntries = unstable_cache(
  async (): Promise<{ pages: SitemapPage[]; posts: SitemapPost[] }> => {
    const payload = await getPayload()
    const pages = await payload.find({
      collection: 'pages',
      locale: 'all',
      depth: 0,
      limit: 100,
      draft: false,
      overrideAccess: false,
      select: { slug: true, title: true, withdrawn: true, updatedAt: true },
    })
    const posts = await payload.find({
      collection: 'posts',
      locale: 'all',
      depth: 0,
      limit: 1000,
      draft: false,
      overrideAccess: false,
      sort: '-publishedAt',
      select: { slug: true, title: true, withdrawn: true, updatedAt: true },
    })
    const localizedOf = <T = string>(value: unknown) =>
      value && typeof value === 'object' ? (value as Partial<Record<Locale, T | null>>) : {}
    const shownIn = (doc: { title?: unknown; withdrawn?: unknown }, locale: Locale) =>
      Boolean(localizedOf(doc.title)[locale]) && !localizedOf<boolean>(doc.withdrawn)[locale]
    return {
      pages: pages.docs.map((doc) => ({
        slug: doc.slug as PageSlug,
        updatedAt: doc.updatedAt,
        translated: locales.filter((locale) => shownIn(doc, locale)),
      })),
      posts: posts.docs.map((doc) => {
        const slugs = localizedOf(doc.slug)
        return {
          id: doc.id,
          updatedAt: doc.updatedAt,
          slugs: Object.fromEntries(
            locales
              .filter((locale) => slugs[locale] && shownIn(doc, locale))
              .map((locale) => [locale, slugs[locale] as string]),
          ),
        }
      }),
    }
  },
  ['sitemap-entries'],
  { tags: [...locales.map((locale) => tags.posts(locale)), tags.pages] },
)

export type FeedItem = { title: string; slug: string; excerpt: string; publishedAt: string; author: string }

export const getFeedItems = (locale: Locale) =>
  unstable_cache(
    async (): Promise<FeedItem[]> => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'posts',
        locale,
        fallbackLocale: false,
        where: { and: [{ title: { exists: true } }, { slug: { exists: true } }] },
        sort: '-publishedAt',
        depth: 0,
        limit: 50,
        draft: false,
        overrideAccess: false,
        select: { title: true, slug: true, excerpt: true, publishedAt: true, author: true, updatedAt: true },
      })
      return docs.map((doc) => ({
        title: doc.title,
        slug: doc.slug ?? String(doc.id),
        excerpt: doc.excerpt ?? '',
        publishedAt: doc.publishedAt ?? doc.updatedAt,
        author: doc.author ?? '',
      }))
    },
    ['feed', locale],
    { tags: [tags.posts(locale)] },
  )()

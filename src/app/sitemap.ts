import type { MetadataRoute } from 'next'

import { locales } from '@/i18n/locales'
import { getSitemapEntries } from '@/lib/seo/data'
import { absoluteUrl } from '@/lib/seo/siteUrl'
import { pagePath, postPath } from '@/lib/routes'
import { languageAlternates } from '@/lib/seo/metadata'

// Read from the CMS at request time (cached by tag), never at build time.
export const dynamic = 'force-dynamic'

/** Every public page and post in both languages, with its alternates and last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { pages, posts } = await getSitemapEntries()
  const entries: MetadataRoute.Sitemap = []
  for (const page of pages) {
    const languages = languageAlternates(
      Object.fromEntries(page.translated.map((locale) => [locale, pagePath(page.slug)])),
    )
    for (const locale of page.translated) {
      entries.push({
        url: absoluteUrl(locale, pagePath(page.slug)),
        lastModified: page.updatedAt,
        changeFrequency: page.slug === 'blog' || page.slug === 'home' ? 'weekly' : 'monthly',
        priority: page.slug === 'home' ? 1 : 0.7,
        alternates: { languages },
      })
    }
  }
  for (const post of posts) {
    const translated = locales.filter((locale) => post.slugs[locale])
    const languages = languageAlternates(
      Object.fromEntries(translated.map((locale) => [locale, postPath(post.slugs[locale] ?? '')])),
    )
    for (const locale of translated) {
      entries.push({
        url: absoluteUrl(locale, postPath(post.slugs[locale] ?? '')),
        lastModified: post.updatedAt,
        changeFrequency: 'yearly',
        priority: 0.5,
        alternates: { languages },
      })
    }
  }
  return entries
}

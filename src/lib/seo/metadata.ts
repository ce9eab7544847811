import 'server-only'
import type { Metadata } from 'next'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { feedChannels, feedUrl } from '@/lib/seo/feed'
import { absoluteUrl, siteUrl } from '@/lib/seo/siteUrl'

/**
 * The one builder of a public page's metadata (title, description, canonical, hreflang
 * alternates, Open Graph, Twitter). Every page's generateMetadata goes through it, so a
 * page and its language counterpart always describe each other the same way.
 */
export type PageSeo = {
  locale: Locale
  /** Locale-less path in each language the page exists in; a missing language has no alternate. */
  paths: Partial<Record<Locale, string>>
  title: string
  description?: string | null
  /** The CMS image (meta image or cover); without one a generated image is used. */
  image?: number | Media | null
  /** Path of the generated image (see src/app/og), used when the CMS has none. */
  generatedImage: string
  siteName: string
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  /** Blog pages advertise the blog's RSS feed in their language. */
  feed?: boolean
}

const ogLocale: Record<Locale, string> = { uk: 'uk_UA', en: 'en_US' }

function absolute(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl()}${url.startsWith('/') ? '' : '/'}${url}`
}

function cmsImage(image: PageSeo['image']): { url: string; width: number; height: number; alt: string } | null {
  if (!image || typeof image === 'number') return null
  const og = image.sizes?.og
  if (og?.url) return { url: absolute(og.url), width: og.width ?? 1200, height: og.height ?? 630, alt: image.alt }
  if (!image.url) return null
  return { url: absolute(image.url), width: image.width ?? 1200, height: image.height ?? 630, alt: image.alt }
}

/** hreflang alternates: every existing language, x-default being the Ukrainian address. */
export function languageAlternates(paths: PageSeo['paths']): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of locales) {
    const path = paths[locale]
    if (path) languages[locale] = absoluteUrl(locale, path)
  }
  if (languages[defaultLocale]) languages['x-default'] = languages[defaultLocale]
  return languages
}

export function buildMetadata(seo: PageSeo): Metadata {
  const path = seo.paths[seo.locale] ?? '/'
  const url = absoluteUrl(seo.locale, path)
  const description = seo.description?.trim() || undefined
  const image = cmsImage(seo.image) ?? { url: absolute(seo.generatedImage), width: 1200, height: 630, alt: seo.title }
  const others = locales.filter((locale) => locale !== seo.locale && seo.paths[locale])
  return {
    title: seo.title,
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(seo.paths),
      ...(seo.feed
        ? { types: { 'application/rss+xml': [{ url: feedUrl(seo.locale), title: feedChannels[seo.locale].title }] } }
        : {}),
    },
    openGraph: {
      type: seo.type ?? 'website',
      url,
      title: seo.title,
      description,
      siteName: seo.siteName,
      locale: ogLocale[seo.locale],
      alternateLocale: others.map((locale) => ogLocale[locale]),
      images: [image],
      ...(seo.type === 'article' && seo.publishedTime
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime ?? undefined }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  }
}

/** Path of the generated Open Graph image of a page or a post. */
export function generatedImagePath(locale: Locale, kind: 'page' | 'post', key: string | number): string {
  return `/og/${locale}/${kind}/${encodeURIComponent(String(key))}.png`
}

import 'server-only'

import type { Locale } from '@/i18n/locales'
import { generatedImagePath } from '@/lib/seo/metadata'
import { absoluteUrl, siteUrl } from '@/lib/seo/siteUrl'
import type { Post, SiteSetting, Vacancy } from '@/payload-types'

/**
 * schema.org structured data as JSON-LD data blocks. The CSP does not hash data blocks (they
 * are not executed); `<` is escaped so content can never close the script element.
 */
type Thing = Record<string, unknown>

export function JsonLd({ data }: { data: Thing | Thing[] }) {
  const json = JSON.stringify(Array.isArray(data) ? data.map(withContext) : withContext(data)).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

const withContext = (thing: Thing): Thing => ({ '@context': 'https://schema.org', ...thing })

function mediaUrl(media: Post['cover']): string | null {
  if (!media || typeof media === 'number') return null
  const url = media.sizes?.og?.url || media.url
  return url ? (/^https?:/.test(url) ? url : `${siteUrl()}${url}`) : null
}

export function organization(settings: SiteSetting, locale: Locale): Thing {
  const { phone, email, address } = settings.contacts ?? {}
  return {
    '@type': 'Organization',
    '@id': `${siteUrl()}/#organization`,
    name: settings.siteName,
    url: absoluteUrl(locale, '/'),
    logo: `${siteUrl()}${generatedImagePath(locale, 'page', 'home')}`,
    ...(settings.tagline ? { description: settings.tagline } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'UA' } } : {}),
    ...(phone || email
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'sales',
              ...(phone ? { telephone: phone } : {}),
              ...(email ? { email } : {}),
            },
          ],
        }
      : {}),
  }
}

/** Home › … ›  current page; each crumb a locale-less path and its name. */
export function breadcrumbs(locale: Locale, crumbs: { name: string; path: string }[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  }
}

export function blogPosting(post: Post, locale: Locale, path: string, settings: SiteSetting): Thing {
  const image = mediaUrl(post.meta?.image || post.cover) ?? `${siteUrl()}${generatedImagePath(locale, 'post', post.id)}`
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    image: [image],
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    inLanguage: locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(locale, path) },
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', name: settings.siteName },
    publisher: { '@type': 'Organization', '@id': `${siteUrl()}/#organization`, name: settings.siteName },
  }
}

const employmentTypes: Record<NonNullable<Vacancy['employmentType']>, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
}

const escapeHtml = (value: string) =>
  value.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char] ?? char)

/** One JobPosting per vacancy; the description is the vacancy's text with its lists, as HTML. */
export function jobPosting(vacancy: Vacancy, locale: Locale, settings: SiteSetting): Thing {
  const list = (items: { text: string }[] | null | undefined) =>
    items?.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item.text)}</li>`).join('')}</ul>` : ''
  const description =
    [
      vacancy.description ? `<p>${escapeHtml(vacancy.description)}</p>` : '',
      list(vacancy.requirements),
      list(vacancy.offers),
    ].join('') || `<p>${escapeHtml(vacancy.title)}</p>`
  const city = vacancy.location || settings.contacts?.address || ''
  return {
    '@type': 'JobPosting',
    title: vacancy.title,
    description,
    datePosted: vacancy.createdAt,
    ...(vacancy.employmentType ? { employmentType: employmentTypes[vacancy.employmentType] } : {}),
    hiringOrganization: { '@type': 'Organization', name: settings.siteName, sameAs: absoluteUrl(locale, '/') },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'UA' },
    },
    url: absoluteUrl(locale, '/careers'),
  }
}

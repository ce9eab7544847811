import 'server-only'
import { unstable_cache } from 'next/cache'
import { notFound, permanentRedirect } from 'next/navigation'

import { defaultLocale, locales, localizedPath, splitLocalePath, type Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { getPostSlugs } from '@/lib/data/index'
import { getPayload } from '@/lib/payload'
import { isPageSlug, pagePath, postPath } from '@/lib/routes'

type Rule = {
  from: string
  to: { type: 'page'; slug: string } | { type: 'post'; id: number } | { type: 'url'; url: string }
}

/** `/Old-Page/` and `/old-page` are one address; the query is not part of a rule. */
export function normalizePath(path: string): string {
  let clean = path.split(/[?#]/)[0] ?? '/'
  try {
    clean = decodeURIComponent(clean)
  } catch {
    // A malformed escape stays as it came.
  }
  clean = `/${clean.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/'
  return clean.toLowerCase()
}

const getRules = unstable_cache(
  async (): Promise<Rule[]> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 1,
      limit: 2000,
      pagination: false,
      overrideAccess: true,
      locale: defaultLocale,
    })
    return docs.flatMap((doc): Rule[] => {
      const from = normalizePath(doc.from)
      const reference = doc.to?.reference
      if (doc.to?.type === 'custom' && doc.to.url) return [{ from, to: { type: 'url', url: doc.to.url } }]
      if (reference?.relationTo === 'pages' && typeof reference.value === 'object' && isPageSlug(reference.value.slug))
        return [{ from, to: { type: 'page', slug: reference.value.slug } }]
      if (reference?.relationTo === 'posts')
        return [
          {
            from,
            to: { type: 'post', id: typeof reference.value === 'number' ? reference.value : reference.value.id },
          },
        ]
      return []
    })
  },
  ['redirect-rules'],
  { tags: [tags.redirects] },
)

/**
 * Where an unknown address goes, if a rule names it: a path on this site in the visitor's
 * language (the language of the old address), or an external URL. Null when no rule applies.
 */
export async function redirectTarget(pathname: string): Promise<string | null> {
  const from = normalizePath(pathname)
  const { locale, path } = splitLocalePath(from)
  // A rule for the exact address first; a rule for a locale-less address serves both languages.
  const rules = await getRules()
  const rule = rules.find((candidate) => candidate.from === from) ?? rules.find((candidate) => candidate.from === path)
  if (!rule) return null
  if (rule.to.type === 'url') return rule.to.url
  if (rule.to.type === 'page') return isPageSlug(rule.to.slug) ? localizedPath(locale, pagePath(rule.to.slug)) : null
  const slugs = await getPostSlugs(rule.to.id)
  // The post in the visitor's language, else in Ukrainian, else in the language it has.
  const order: Locale[] = [locale, defaultLocale, ...locales]
  const found = order.find((code) => slugs?.[code])
  const slug = found && slugs?.[found]
  return found && slug ? localizedPath(found, postPath(slug)) : null
}

/** The end of an address nothing renders: a CMS redirect rule (308) if one names it, else 404. */
export async function redirectOrNotFound(pathname: string): Promise<never> {
  const target = await redirectTarget(pathname)
  if (target) permanentRedirect(target)
  notFound()
}

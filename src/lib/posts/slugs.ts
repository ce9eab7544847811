import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

export type PostSlugs = Partial<Record<Locale, string>>

/**
 * A published post's slug in every language it is translated into (title and slug both set) and
 * not withdrawn from (issue 27: a read of every language at once cannot apply the read rule's
 * language, so the flag is checked here), or null when there is no such post. What a visitor may
 * read: access as a visitor.
 */
export async function findPostSlugs(payload: Payload, id: number): Promise<PostSlugs | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    locale: 'all',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    draft: false,
    overrideAccess: false,
    select: { slug: true, title: true, withdrawn: true },
  })
  const doc = docs[0] as unknown as
    | {
        slug?: Partial<Record<Locale, string | null>> | null
        title?: Partial<Record<Locale, string | null>> | null
        withdrawn?: Partial<Record<Locale, boolean | null>> | null
      }
    | undefined
  if (!doc) return null
  const slugs: PostSlugs = {}
  for (const [locale, slug] of Object.entries(doc.slug ?? {}) as [Locale, string | null][]) {
    if (slug && doc.title?.[locale] && !doc.withdrawn?.[locale]) slugs[locale] = slug
  }
  return slugs
}

/** The id of the published post at `/blog/{segment}` in a language: its slug there, or a numeric id. */
export async function findPostId(payload: Payload, segment: string, locale: Locale): Promise<number | null> {
  if (/^\d{1,9}$/.test(segment)) return Number(segment)
  const { docs } = await payload.find({
    collection: 'posts',
    locale,
    fallbackLocale: false,
    where: { and: [{ slug: { equals: segment } }, { title: { exists: true } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    draft: false,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs[0]?.id ?? null
}

import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { localizedPath, type Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { holdPoint } from '@/shared/testHolds'
import { getPayload } from '@/lib/payload'
import { findPostId, findPostSlugs } from '@/lib/posts/slugs'
import { getPreviewUser } from '@/lib/preview/user'
import { postPath, type PageSlug } from '@/lib/routes'
import type { Footer, Header, SiteSetting } from '@/payload-types'

/**
 * The few cached getters every page reads through. Each is tagged with exactly the tags the
 * revalidation hooks expire; React.cache shares one call between a page and its metadata.
 */

type PreviewUser = NonNullable<Awaited<ReturnType<typeof getPreviewUser>>>

async function findPage(slug: PageSlug, locale: Locale, previewer?: PreviewUser) {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    locale,
    fallbackLocale: false,
    depth: 2,
    limit: 1,
    draft: Boolean(previewer),
    user: previewer,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** A page; in live preview (draft mode, signed-in editor) its latest draft, never cached. */
export const getPage = cache(async (slug: PageSlug, locale: Locale) => {
  const previewer = await getPreviewUser()
  if (previewer) return findPage(slug, locale, previewer)
  return unstable_cache(() => findPage(slug, locale), ['page', slug, locale], { tags: [tags.page(slug, locale)] })()
})

type GlobalMap = { header: Header; footer: Footer; 'site-settings': SiteSetting }

export const getGlobal = cache(<S extends keyof GlobalMap>(slug: S, locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayload()
      return (await payload.findGlobal({
        slug,
        locale,
        fallbackLocale: false,
        depth: 1,
        overrideAccess: false,
      })) as GlobalMap[S]
    },
    ['global', slug, locale],
    { tags: [tags.global(slug)] },
  )(),
)

/** Posts translated into the locale (an English list shows only posts with an English title). */
export const getPosts = cache((locale: Locale, page = 1, limit = 6) =>
  unstable_cache(
    async () => {
      const payload = await getPayload()
      return payload.find({
        collection: 'posts',
        locale,
        fallbackLocale: false,
        where: { and: [{ title: { exists: true } }, { slug: { exists: true } }] },
        sort: '-publishedAt',
        depth: 1,
        page,
        limit,
        draft: false,
        overrideAccess: false,
        select: { title: true, slug: true, excerpt: true, cover: true, publishedAt: true, author: true },
      })
    },
    ['posts', locale, String(page), String(limit)],
    { tags: [tags.posts(locale)] },
  )(),
)

export const getReviews = cache((locale: Locale, limit = 4) =>
  unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'reviews',
        locale,
        fallbackLocale: false,
        // Only reviews written in this language: one in Ukrainian alone has no English author or text.
        where: { and: [{ author: { exists: true } }, { text: { exists: true } }] },
        sort: 'order',
        depth: 1,
        limit,
        draft: false,
        overrideAccess: false,
      })
      return docs
    },
    ['reviews', locale, String(limit)],
    { tags: [tags.reviews] },
  )(),
)

async function findPostBySlug(slug: string, locale: Locale, previewer?: PreviewUser) {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'posts',
    locale,
    fallbackLocale: false,
    where: { and: [{ slug: { equals: slug } }, { title: { exists: true } }] },
    depth: 1,
    limit: 1,
    draft: Boolean(previewer),
    user: previewer,
    overrideAccess: false,
  })
  // Test-only (TEST_HOLDS=1): a render that has read the post can be held here.
  if (!previewer) await holdPoint('post-read')
  return docs[0] ?? null
}

/**
 * One post by its slug in that language; null when the post has no translation there. In live
 * preview (draft mode, signed-in editor) its latest draft, never cached.
 */
export const getPostBySlug = cache(async (slug: string, locale: Locale) => {
  const previewer = await getPreviewUser()
  if (previewer) return findPostBySlug(slug, locale, previewer)
  return unstable_cache(() => findPostBySlug(slug, locale), ['post-by-slug', slug, locale], {
    tags: [tags.posts(locale)],
  })()
})

/**
 * A post's slug in every language (null where it is not translated): the numeric-id redirect
 * and the language switcher both need the address of the same post in another language.
 */
export const getPostSlugs = cache((id: number) =>
  unstable_cache(async () => findPostSlugs(await getPayload(), id), ['post-slugs', String(id)], {
    tags: [tags.post(id)],
  })(),
)

/**
 * Where the published post at /blog/{segment} in `from` (its slug there, or its id) lives in
 * `to`: its address there, or null when it has no translation there (or there is no such
 * post). Every change of a post expires the lists of every language, so both tags cover it.
 */
export const getPostCounterpart = cache((segment: string, from: Locale, to: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayload()
      const id = await findPostId(payload, segment, from)
      const slug = id === null ? undefined : (await findPostSlugs(payload, id))?.[to]
      return slug ? localizedPath(to, postPath(slug)) : null
    },
    ['post-counterpart', segment, from, to],
    { tags: [tags.posts(from), tags.posts(to)] },
  )(),
)

export const getGrades = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'grades',
        locale,
        fallbackLocale: false,
        sort: 'order',
        limit: 50,
        depth: 0,
        overrideAccess: false,
      })
      return docs
    },
    ['grades', locale],
    { tags: [tags.grades] },
  )(),
)

export const getVacancies = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'vacancies',
        locale,
        fallbackLocale: false,
        where: { title: { exists: true } },
        sort: 'order',
        limit: 100,
        depth: 0,
        draft: false,
        overrideAccess: false,
      })
      return docs
    },
    ['vacancies', locale],
    { tags: [tags.vacancies] },
  )(),
)

/** Departments for the contact panel: key, name and whether the visitor may pick it. */
export const getDepartments = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayload()
      const { docs } = await payload.find({
        collection: 'departments',
        locale,
        fallbackLocale: false,
        // A department not yet named in this language is not offered in it (an empty option otherwise).
        where: { name: { exists: true } },
        sort: 'order',
        limit: 100,
        depth: 0,
        overrideAccess: false,
        select: { key: true, name: true, selectable: true },
      })
      return docs.map((doc) => ({ key: doc.key, name: doc.name, selectable: doc.selectable !== false }))
    },
    ['departments', locale],
    { tags: [tags.departments] },
  )(),
)

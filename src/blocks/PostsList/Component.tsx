import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/Icons/Icons'
import { formatDate, PostCard, postHref } from '@/components/Posts/PostCard'
import { Section, SectionHeading } from '@/components/Section/Section'
import { localizedPath, type Locale } from '@/i18n/locales'
import { getPosts } from '@/lib/data/index'
import type { PostsListBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** /blog is page 1; later pages are path segments (/blog/page/2) so every page stays cacheable. */
export const blogPagePath = (locale: Locale, page: number) =>
  localizedPath(locale, page <= 1 ? '/blog' : `/blog/page/${page}`)

/** Blog sections: all posts (paginated), the latest posts (featured), more posts (compact list). */
export async function PostsList({ block, locale, heading, context }: BlockProps<PostsListBlock>) {
  const page = context.blogPage ?? 1
  const limit = block.limit ?? 6
  const variant = block.variant ?? 'all'
  // Page 2 onward shows the paginated list only: the highlights belong to the blog's front page.
  if (variant !== 'all' && page > 1) return null
  const t = await getTranslations({ locale, namespace: 'blog' })
  const result = await getPosts(locale, variant === 'more' ? 2 : variant === 'all' ? page : 1, limit)
  if (variant === 'all' && page > 1 && page > result.totalPages) notFound()
  if (!result.docs.length) {
    return variant === 'all' ? (
      <Section id={block.anchor}>
        <SectionHeading as={heading} heading={block.heading} />
        <p className="mt-6 text-muted">{t('empty')}</p>
      </Section>
    ) : null
  }

  if (variant === 'more') {
    return (
      <Section id={block.anchor} tone="tint">
        <SectionHeading as={heading} heading={block.heading || t('morePosts')} className="mb-8" />
        <ul className="divide-y divide-line rounded-3xl border border-line bg-bg">
          {result.docs.map((post) => (
            <li
              key={post.id}
              className="flex flex-col gap-1 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6 md:px-7"
            >
              <a
                href={postHref(locale, post.slug ?? String(post.id))}
                className="text-lg font-semibold hover:text-primary"
              >
                {post.title}
              </a>
              <time dateTime={post.publishedAt ?? undefined} className="shrink-0 text-sm text-muted">
                {formatDate(locale, post.publishedAt)}
              </time>
            </li>
          ))}
        </ul>
      </Section>
    )
  }

  const [first, ...rest] = result.docs
  const featured = variant === 'latest' && first
  return (
    <Section id={block.anchor}>
      <SectionHeading as={heading} heading={block.heading} className="mb-10" />
      {featured ? <PostCard post={first} locale={locale} readMore={t('readMore')} featured /> : null}
      {/* Under a featured post the rest share the row (two of three), so no column stays empty. */}
      <ul
        className={`grid gap-5 sm:grid-cols-2 ${featured ? `mt-5 ${rest.length % 3 === 0 ? 'lg:grid-cols-3' : ''}` : 'lg:grid-cols-3'}`}
      >
        {(featured ? rest : result.docs).map((post) => (
          <li key={post.id}>
            <PostCard post={post} locale={locale} readMore={t('readMore')} />
          </li>
        ))}
      </ul>
      {variant === 'all' && result.totalPages > 1 ? (
        <Pagination locale={locale} page={page} total={result.totalPages} labels={t} />
      ) : null}
    </Section>
  )
}

function Pagination({
  locale,
  page,
  total,
  labels: t,
}: {
  locale: Locale
  page: number
  total: number
  labels: Awaited<ReturnType<typeof getTranslations<'blog'>>>
}) {
  const item =
    'flex size-11 items-center justify-center rounded-full border border-line font-semibold hover:border-primary hover:text-primary'
  return (
    <nav aria-label={t('pagination')} className="mt-12 flex items-center justify-center gap-2" data-testid="pagination">
      {page > 1 ? (
        <a href={blogPagePath(locale, page - 1)} rel="prev" aria-label={t('previous')} className={item}>
          <ChevronLeftIcon className="size-5" />
        </a>
      ) : null}
      <ul className="flex gap-2">
        {Array.from({ length: total }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a
              href={blogPagePath(locale, number)}
              aria-label={t('goToPage', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              className={`${item} aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary`}
            >
              {number}
            </a>
          </li>
        ))}
      </ul>
      {page < total ? (
        <a href={blogPagePath(locale, page + 1)} rel="next" aria-label={t('next')} className={item}>
          <ChevronRightIcon className="size-5" />
        </a>
      ) : null}
    </nav>
  )
}

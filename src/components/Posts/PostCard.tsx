import { ArrowRightIcon } from '@/components/Icons/Icons'
import { MediaImage } from '@/components/Media/MediaImage'
import { intlLocales, localizedPath, type Locale } from '@/i18n/locales'
import type { Post } from '@/payload-types'
import { postPath } from '@/lib/routes'

export type PostSummary = Pick<Post, 'id' | 'title' | 'slug' | 'excerpt' | 'cover' | 'publishedAt' | 'author'>

/** A post's address in a language (one definition of the path: src/lib/routes.ts). */
export const postHref = (locale: Locale, slug: string) => localizedPath(locale, postPath(slug))

export function formatDate(locale: Locale, value: string | null | undefined): string | null {
  if (!value) return null
  return new Intl.DateTimeFormat(intlLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(value))
}

/** A post teaser; the whole card is one link named by the post title. */
export function PostCard({
  post,
  locale,
  readMore,
  headingLevel = 'h3',
  featured = false,
}: {
  post: PostSummary
  locale: Locale
  readMore: string
  headingLevel?: 'h2' | 'h3'
  featured?: boolean
}) {
  const Title = headingLevel
  const date = formatDate(locale, post.publishedAt)
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-bg hover:border-primary/50 hover:shadow-xl hover:shadow-primary/5 ${featured ? 'md:flex-row' : ''}`}
    >
      <div
        className={`relative overflow-hidden bg-gradient-to-br from-[#062a20] to-[#0a3a2c] ${featured ? 'aspect-[16/10] md:aspect-auto md:w-1/2' : 'aspect-[16/10]'}`}
      >
        {post.cover && typeof post.cover !== 'number' ? (
          <MediaImage
            media={post.cover}
            size="card"
            sizes={
              featured ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
            }
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
            alt=""
          />
        ) : (
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center text-6xl font-extrabold text-emerald-300/30"
          >
            {post.title.slice(0, 1)}
          </span>
        )}
      </div>
      <div className={`flex flex-1 flex-col p-6 ${featured ? 'md:justify-center md:p-10' : ''}`}>
        {date ? (
          <p className="text-sm font-semibold text-primary">
            <time dateTime={post.publishedAt ?? undefined}>{date}</time>
            {post.author ? <span className="text-muted"> · {post.author}</span> : null}
          </p>
        ) : null}
        <Title className={`mt-2 font-bold leading-snug ${featured ? 'text-2xl md:text-3xl' : 'text-xl'}`}>
          <a
            href={postHref(locale, post.slug ?? String(post.id))}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary"
          >
            {post.title}
          </a>
        </Title>
        {post.excerpt ? (
          <p className={`mt-3 flex-1 text-muted ${featured ? '' : 'line-clamp-3'}`}>{post.excerpt}</p>
        ) : (
          <span className="flex-1" />
        )}
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-2 font-semibold text-primary group-hover:gap-3"
        >
          {readMore}
          <ArrowRightIcon className="size-4" />
        </span>
      </div>
    </article>
  )
}

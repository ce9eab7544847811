import { getTranslations } from 'next-intl/server'

import { QuoteIcon } from '@/components/Icons/Icons'
import { MediaImage } from '@/components/Media/MediaImage'
import { PostCard } from '@/components/Posts/PostCard'
import { Section } from '@/components/Section/Section'
import { getPosts, getReviews } from '@/lib/data/index'
import type { ReviewsNewsBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** Home: the latest reviews and posts from the CMS. */
export async function ReviewsNews({ block, locale, heading: Heading }: BlockProps<ReviewsNewsBlock>) {
  const [reviews, posts, t] = await Promise.all([
    getReviews(locale, block.reviewsCount ?? 4),
    getPosts(locale, 1, block.postsCount ?? 3),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  const Sub = Heading === 'h1' ? 'h2' : 'h3'
  return (
    <Section id={block.anchor} tone="tint">
      {reviews.length ? (
        <>
          <Heading className="text-3xl font-extrabold tracking-tight md:text-4xl">{block.reviewsHeading}</Heading>
          <ul className="mt-10 grid gap-5 md:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id} className="flex flex-col rounded-3xl border border-line bg-bg p-7">
                <QuoteIcon className="size-8 text-primary/60" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed">{review.text}</blockquote>
                <div className="mt-6 flex items-center gap-4">
                  {review.photo && typeof review.photo !== 'number' ? (
                    <MediaImage
                      media={review.photo}
                      size="thumbnail"
                      sizes="48px"
                      className="size-12 rounded-full object-cover"
                      alt=""
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-12 items-center justify-center rounded-full bg-primary/15 font-bold text-primary"
                    >
                      {review.author.slice(0, 1)}
                    </span>
                  )}
                  <div>
                    <Sub className="font-bold">{review.author}</Sub>
                    <p className="text-sm text-muted">{[review.role, review.company].filter(Boolean).join(', ')}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {posts.docs.length ? (
        <div className={reviews.length ? 'mt-20' : ''}>
          <h2 className="text-3xl font-extrabold tracking-tight md:text-4xl">{block.newsHeading}</h2>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {posts.docs.map((post) => (
              <li key={post.id}>
                <PostCard post={post} locale={locale} readMore={t('readMore')} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  )
}

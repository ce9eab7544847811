import type { Payload } from 'payload'

import { slugify } from '@/lib/slugify'
import type { MediaIds } from '../../media'
import { forEachConcurrently, upsert } from '../../write'
import { freshStartPost } from './freshStart'
import { gradingPost } from './grading'
import { m360Post } from './m360'
import { noPanicPost } from './noPanic'
import { powerOutagesPost } from './powerOutages'
import { tradeInPost } from './tradeIn'
import type { PostCopy, PostSeed } from './types'
import { usedOrNewPost } from './usedOrNew'

export type { PostCopy, PostSeed } from './types'

export const posts: PostSeed[] = [
  gradingPost,
  m360Post,
  noPanicPost,
  tradeInPost,
  freshStartPost,
  usedOrNewPost,
  powerOutagesPost,
]

const DAY = 24 * 60 * 60 * 1000

function localized(copy: PostCopy) {
  return {
    title: copy.title,
    slug: slugify(copy.title),
    excerpt: copy.excerpt,
    author: copy.author,
    content: copy.content,
    meta: { title: copy.title, description: copy.excerpt },
  }
}

export async function seedPosts(payload: Payload, media: MediaIds): Promise<void> {
  await forEachConcurrently(posts, 3, async (post) => {
    const uk = localized(post.uk)
    await upsert(payload, {
      collection: 'posts',
      where: { slug: { equals: uk.slug } },
      uk: { ...uk, cover: media[post.cover], meta: { ...uk.meta, image: media[post.cover] }, _status: 'published' },
      en: post.en ? { ...localized(post.en), _status: 'published' } : null,
      onCreate: { publishedAt: new Date(Date.now() - post.daysAgo * DAY).toISOString() },
    })
  })
}

import type { RichText } from '../../lexical'
import type { MediaKey } from '../media'

export type PostCopy = { title: string; excerpt: string; author: string; content: RichText }

export type PostSeed = {
  cover: MediaKey
  /** How long ago it was published, when first created (later runs keep the date). */
  daysAgo: number
  uk: PostCopy
  /** null: a Ukrainian-only post, absent from English lists. */
  en: PostCopy | null
}

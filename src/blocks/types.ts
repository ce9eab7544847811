import type { HeadingLevel } from '@/components/Section/Section'
import type { Locale } from '@/i18n/locales'

/** What RenderBlocks hands each block besides its own data. */
export type RenderContext = {
  /** Page number of the paginated "all posts" list on /blog/page/{n}. */
  blogPage?: number
}

export type BlockProps<B> = { block: B; locale: Locale; heading: HeadingLevel; context: RenderContext }

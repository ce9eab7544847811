import type { PageSlug } from '@/lib/routes'
import type { Page } from '@/payload-types'
import type { Bi, L } from '../../bilingual'
import type { MediaIds } from '../../media'
import type { MediaKey } from '../media'

export type LayoutBlock = NonNullable<Page['layout']>[number]

/** One page of SPEC §2: its title, search snippet and sections, both languages side by side. */
export type PageSeed = {
  slug: PageSlug
  title: L
  /** Search title ≤ 70 characters, description ≤ 200 (the seo field's limits). */
  meta: { title: L; description: L; image: MediaKey }
  layout: (media: MediaIds) => Bi<LayoutBlock>[]
}

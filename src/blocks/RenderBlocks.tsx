import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { CallToAction } from './CallToAction/Component'
import { CardsGrid } from './CardsGrid/Component'
import { ContactInfo } from './ContactInfo/Component'
import { DeviceCarousel } from './DeviceCarousel/Component'
import { Facts } from './Facts/Component'
import { Faq } from './Faq/Component'
import { Grades } from './Grades/Component'
import { Hero } from './Hero/Component'
import { Marquee } from './Marquee/Component'
import { Partners } from './Partners/Component'
import { PostsList } from './PostsList/Component'
import { ReviewsNews } from './ReviewsNews/Component'
import { RichText } from './RichText/Component'
import { Steps } from './Steps/Component'
import { Tabs } from './Tabs/Component'
import { TextSection } from './TextSection/Component'
import type { BlockProps, RenderContext } from './types'
import { Vacancies } from './Vacancies/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type ComponentFor<T extends BlockType> = ComponentType<BlockProps<Extract<LayoutBlock, { blockType: T }>>>

/** blockType → its renderer (each lives beside its config in src/blocks/<Name>/). */
const components: { [T in BlockType]: ComponentFor<T> } = {
  hero: Hero,
  facts: Facts,
  textSection: TextSection,
  cardsGrid: CardsGrid,
  partners: Partners,
  marquee: Marquee,
  tabs: Tabs,
  grades: Grades,
  deviceCarousel: DeviceCarousel,
  steps: Steps,
  callToAction: CallToAction,
  richText: RichText,
  faq: Faq,
  reviewsNews: ReviewsNews,
  postsList: PostsList,
  vacancies: Vacancies,
  contactInfo: ContactInfo,
}

/** Blocks without a heading of their own; the page's h1 goes to the first block that has one. */
const headingless = new Set<BlockType>(['marquee'])

export function RenderBlocks({
  blocks,
  locale,
  context = {},
}: {
  blocks: LayoutBlock[]
  locale: Locale
  context?: RenderContext
}) {
  const h1Index = blocks.findIndex((block) => !headingless.has(block.blockType))
  return (
    <>
      {blocks.map((block, index) => {
        const Component = components[block.blockType] as ComponentType<BlockProps<LayoutBlock>>
        return (
          <Component
            key={block.id ?? index}
            block={block}
            locale={locale}
            heading={index === h1Index ? 'h1' : 'h2'}
            context={context}
          />
        )
      })}
    </>
  )
}

import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/Media/MediaImage'
import { Section, SectionHeading } from '@/components/Section/Section'
import type { DeviceCarouselBlock } from '@/payload-types'
import type { BlockProps } from '../types'
import { CarouselButtons } from './CarouselButtons.client'

/**
 * A horizontal, snap-scrolling row of devices; keyboard users scroll the focused list. The scroll
 * padding matches the list's padding, so the first card already sits at its snap point: the
 * browser does not re-snap (scroll) the list while the page loads.
 */
export async function DeviceCarousel({ block, locale, heading }: BlockProps<DeviceCarouselBlock>) {
  const t = await getTranslations({ locale, namespace: 'carousel' })
  const Title = heading === 'h1' ? 'h2' : 'h3'
  const listId = `carousel-${block.id ?? 'devices'}`
  return (
    <Section id={block.anchor}>
      <div className="mb-8 flex items-end justify-between gap-6">
        <SectionHeading as={heading} heading={block.heading} />
        <CarouselButtons listId={listId} previous={t('previous')} next={t('next')} />
      </div>
      <ul
        id={listId}
        tabIndex={0}
        aria-label={block.heading || t('list')}
        className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto scroll-smooth px-5 pb-4 md:mx-0 md:scroll-px-0 md:px-0"
      >
        {(block.items ?? []).map((item) => (
          <li key={item.id ?? item.name} className="w-[78%] shrink-0 snap-start sm:w-[45%] lg:w-[calc(25%-15px)]">
            <div className="flex h-full flex-col rounded-3xl border border-line bg-surface p-5">
              <div className="flex aspect-square items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-primary/15 via-bg to-primary/5">
                {item.image && typeof item.image !== 'number' ? (
                  <MediaImage
                    media={item.image}
                    size="card"
                    sizes="(min-width: 1024px) 25vw, 78vw"
                    className="size-full object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="text-5xl font-extrabold text-primary/40">
                    {item.name.slice(0, 1)}
                  </span>
                )}
              </div>
              {item.category ? (
                <p className="mt-4 text-xs font-bold uppercase tracking-wider text-primary">{item.category}</p>
              ) : null}
              <Title className="mt-1 text-lg font-bold">{item.name}</Title>
              {item.note ? <p className="mt-1 text-sm text-muted">{item.note}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

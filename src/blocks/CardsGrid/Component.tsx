import { ArrowRightIcon } from '@/components/Icons/Icons'
import { MediaImage } from '@/components/Media/MediaImage'
import { Section, SectionHeading } from '@/components/Section/Section'
import { hrefFor } from '@/i18n/locales'
import type { CardsGridBlock } from '@/payload-types'
import type { BlockProps } from '../types'

const columns = {
  '2': 'sm:grid-cols-2',
  '3': 'sm:grid-cols-2 lg:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** Categories, features, benefits, guarantee terms, certificates. */
export function CardsGrid({ block, locale, heading }: BlockProps<CardsGridBlock>) {
  const Title = heading === 'h1' ? 'h2' : 'h3'
  return (
    <Section id={block.anchor}>
      <SectionHeading
        as={heading}
        eyebrow={block.eyebrow}
        heading={block.heading}
        intro={block.intro}
        className="mb-10 md:mb-14"
      />
      <ul className={`grid gap-5 ${columns[block.columns ?? '3']}`}>
        {(block.items ?? []).map((item, index) => (
          <li
            key={item.id ?? item.title}
            className="group flex flex-col overflow-hidden rounded-3xl border border-line bg-surface hover:border-primary/50 hover:shadow-xl hover:shadow-primary/5"
          >
            {item.image && typeof item.image !== 'number' ? (
              <MediaImage
                media={item.image}
                size="card"
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[16/10] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-6 md:p-7">
              <div className="mb-4 flex items-center justify-between gap-3">
                {item.badge ? (
                  <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-bold uppercase tracking-wider text-primary-strong">
                    {item.badge}
                  </span>
                ) : (
                  <span aria-hidden="true" className="text-sm font-bold text-primary">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                )}
              </div>
              <Title className="text-xl font-bold leading-snug">{item.title}</Title>
              {item.text ? <p className="mt-3 flex-1 text-muted">{item.text}</p> : <span className="flex-1" />}
              {item.href ? (
                <a
                  href={hrefFor(locale, item.href)}
                  className="mt-5 inline-flex min-h-6 items-center gap-2 self-start font-semibold text-primary hover:gap-3"
                >
                  {item.linkLabel || item.title}
                  <ArrowRightIcon className="size-4" />
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

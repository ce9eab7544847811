import { MediaImage } from '@/components/Media/MediaImage'
import { Section, SectionHeading } from '@/components/Section/Section'
import type { PartnersBlock } from '@/payload-types'
import type { BlockProps } from '../types'

export function Partners({ block, heading }: BlockProps<PartnersBlock>) {
  const Title = heading === 'h1' ? 'h2' : 'h3'
  return (
    <Section id={block.anchor} tone="tint">
      <SectionHeading as={heading} heading={block.heading} intro={block.intro} className="mb-10 md:mb-14" />
      <ul className="grid gap-5 md:grid-cols-3">
        {(block.items ?? []).map((item) => (
          <li key={item.id ?? item.name} className="flex flex-col rounded-3xl border border-line bg-bg p-7">
            <div className="flex h-16 items-center">
              {item.logo && typeof item.logo !== 'number' ? (
                <MediaImage media={item.logo} sizes="200px" className="h-12 w-auto object-contain" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-2xl bg-primary text-2xl font-extrabold text-on-primary"
                >
                  {item.name.slice(0, 1)}
                </span>
              )}
            </div>
            <Title className="mt-4 text-xl font-bold">{item.name}</Title>
            {item.status ? (
              <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-primary">{item.status}</p>
            ) : null}
            {item.text ? <p className="mt-3 text-muted">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

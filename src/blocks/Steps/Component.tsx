import { Section, SectionHeading } from '@/components/Section/Section'
import type { StepsBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** Numbered steps: grading, a trade-in, a warranty claim. */
export function Steps({ block, heading }: BlockProps<StepsBlock>) {
  const Title = heading === 'h1' ? 'h2' : 'h3'
  return (
    <Section id={block.anchor}>
      <SectionHeading as={heading} heading={block.heading} intro={block.intro} className="mb-10 md:mb-14" />
      <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {(block.items ?? []).map((item, index) => (
          <li key={item.id ?? item.title} className="relative rounded-3xl border border-line bg-surface p-6 pt-8">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-2xl bg-primary text-lg font-extrabold text-on-primary"
            >
              {index + 1}
            </span>
            <Title className="mt-5 text-lg font-bold leading-snug">{item.title}</Title>
            {item.text ? <p className="mt-2 text-muted">{item.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  )
}

import { Section, SectionHeading } from '@/components/Section/Section'
import type { FactsBlock } from '@/payload-types'
import type { BlockProps } from '../types'

export function Facts({ block, heading }: BlockProps<FactsBlock>) {
  return (
    <Section id={block.anchor} className="!py-14 md:!py-20">
      <SectionHeading as={heading} heading={block.heading} className="mb-10" />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {(block.items ?? []).map((item) => (
          <div
            key={item.id ?? item.label}
            className="flex flex-col-reverse rounded-3xl border border-line bg-surface p-6 md:p-8"
          >
            <dt className="mt-2 text-sm font-medium text-muted md:text-base">{item.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-primary md:text-5xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

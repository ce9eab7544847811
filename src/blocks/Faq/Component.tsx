import { ChevronDownIcon } from '@/components/Icons/Icons'
import { Section, SectionHeading } from '@/components/Section/Section'
import type { FaqBlock } from '@/payload-types'
import type { BlockProps } from '../types'

export function Faq({ block, heading }: BlockProps<FaqBlock>) {
  return (
    <Section id={block.anchor} tone="tint">
      <div className="grid gap-10 lg:grid-cols-12">
        <SectionHeading as={heading} heading={block.heading} className="lg:col-span-4" />
        <div className="space-y-3 lg:col-span-8">
          {(block.items ?? []).map((item) => (
            <details
              key={item.id ?? item.question}
              className="group rounded-2xl border border-line bg-bg open:border-primary/40"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-lg font-semibold">
                {item.question}
                <ChevronDownIcon className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  )
}

import { RichText as LexicalRichText } from '@/components/RichText/RichText'

import { Section, SectionHeading } from '@/components/Section/Section'
import type { RichTextBlock } from '@/payload-types'
import type { BlockProps } from '../types'

export function RichText({ block, heading }: BlockProps<RichTextBlock>) {
  return (
    <Section id={block.anchor}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading as={heading} heading={block.heading} className="mb-8" />
        <LexicalRichText data={block.content} className="prose-content text-lg" />
      </div>
    </Section>
  )
}

import { Action } from '@/components/Action/Action'
import type { CallToActionBlock } from '@/payload-types'
import type { BlockProps } from '../types'

export function CallToAction({ block, locale, heading: Heading }: BlockProps<CallToActionBlock>) {
  return (
    <section id={block.anchor || undefined} className="py-16 md:py-20">
      <div className="container-page">
        <div className="hero-bg relative overflow-hidden rounded-[2rem] px-6 py-12 text-white md:px-14 md:py-16">
          <div
            aria-hidden="true"
            className="absolute -right-20 -top-20 size-72 rounded-full bg-emerald-400/20 blur-3xl"
          />
          <div className="relative flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <Heading className="text-balance text-3xl font-extrabold tracking-tight md:text-4xl">
                {block.heading}
              </Heading>
              {block.text ? <p className="mt-4 text-lg text-emerald-50/85">{block.text}</p> : null}
            </div>
            <Action data={block} locale={locale} variant="onDark" className="shrink-0" />
          </div>
        </div>
      </div>
    </section>
  )
}

import type { MarqueeBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** A running line of phrases; the copy that makes the loop seamless is hidden from screen readers. */
export function Marquee({ block }: BlockProps<MarqueeBlock>) {
  const items = block.items ?? []
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-10 pr-10">
      {items.map((item) => (
        <li
          key={item.id ?? item.text}
          className="flex items-center gap-10 whitespace-nowrap text-2xl font-extrabold tracking-tight md:text-4xl"
        >
          {item.text}
          <span aria-hidden="true" className="size-3 rounded-full bg-emerald-300" />
        </li>
      ))}
    </ul>
  )
  return (
    <div className="overflow-hidden border-y border-emerald-900/30 bg-[#062a20] py-6 text-emerald-50 md:py-8">
      <div className="marquee-track flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </div>
  )
}

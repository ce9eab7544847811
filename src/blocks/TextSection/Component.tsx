import { Action } from '@/components/Action/Action'
import { CheckIcon } from '@/components/Icons/Icons'
import { MediaImage } from '@/components/Media/MediaImage'
import type { TextSectionBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** About us, mission, manifest, social mission: plain, accent (tinted) or manifest (dark, bold). */
export function TextSection({ block, locale, heading: Heading }: BlockProps<TextSectionBlock>) {
  const variant = block.variant ?? 'plain'
  const hasImage = Boolean(block.image && typeof block.image !== 'number')
  const paragraphs = block.paragraphs ?? []
  const bullets = block.bullets ?? []

  if (variant === 'manifest') {
    return (
      <section id={block.anchor || undefined} className="hero-bg py-20 text-white md:py-28">
        <div className="container-page grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            {block.eyebrow ? (
              <p className="mb-3 text-sm font-bold uppercase tracking-[0.14em] text-emerald-300">{block.eyebrow}</p>
            ) : null}
            <Heading className="text-balance text-3xl font-extrabold tracking-tight md:text-5xl">
              {block.heading}
            </Heading>
            {paragraphs.map((p) => (
              <p key={p.id ?? p.text} className="mt-5 text-lg text-emerald-50/80">
                {p.text}
              </p>
            ))}
          </div>
          <ol className="grid gap-4 sm:grid-cols-2 lg:col-span-7">
            {bullets.map((bullet, index) => (
              <li
                key={bullet.id ?? bullet.text}
                className="rounded-3xl border border-white/10 bg-white/5 p-6 backdrop-blur"
              >
                <span className="text-sm font-bold text-emerald-300">{String(index + 1).padStart(2, '0')}</span>
                <p className="mt-2 text-lg font-semibold leading-snug">{bullet.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    )
  }

  const accent = variant === 'accent'
  return (
    <section id={block.anchor || undefined} className={`py-16 md:py-24 ${accent ? 'bg-surface' : ''}`}>
      <div
        className={`container-page grid items-center gap-10 lg:gap-16 ${hasImage || bullets.length ? 'lg:grid-cols-2' : ''}`}
      >
        <div className={hasImage || bullets.length ? '' : 'max-w-3xl'}>
          {block.eyebrow ? (
            <p className="mb-3 text-sm font-bold uppercase tracking-[0.14em] text-primary">{block.eyebrow}</p>
          ) : null}
          <Heading className="text-balance text-3xl font-extrabold tracking-tight md:text-4xl lg:text-[2.75rem] lg:leading-[1.1]">
            {block.heading}
          </Heading>
          <div className="mt-6 space-y-4 text-lg text-muted">
            {paragraphs.map((p) => (
              <p key={p.id ?? p.text}>{p.text}</p>
            ))}
          </div>
          {block.label ? (
            <div className="mt-8">
              <Action data={block} locale={locale} />
            </div>
          ) : null}
        </div>
        {hasImage ? (
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-3 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 to-transparent"
            />
            <MediaImage
              media={block.image}
              size="card"
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
            />
          </div>
        ) : bullets.length ? (
          <ul className="grid gap-3">
            {bullets.map((bullet) => (
              <li
                key={bullet.id ?? bullet.text}
                className={`flex items-start gap-4 rounded-2xl border border-line p-5 ${accent ? 'bg-bg' : 'bg-surface'}`}
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary">
                  <CheckIcon className="size-4" strokeWidth={3} />
                </span>
                <span className="pt-1 font-semibold">{bullet.text}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {hasImage && bullets.length ? (
        <ul className="container-page mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {bullets.map((bullet) => (
            <li
              key={bullet.id ?? bullet.text}
              className="flex items-start gap-3 rounded-2xl border border-line bg-bg p-4"
            >
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" strokeWidth={3} />
              <span className="font-medium">{bullet.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

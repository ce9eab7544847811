import type { ReactNode } from 'react'

export type HeadingLevel = 'h1' | 'h2'

/** A page section: anchor id (menu entries point at it), spacing, and an optional tinted background. */
export function Section({
  id,
  tone = 'plain',
  className = '',
  children,
  labelledBy,
}: {
  id?: string | null
  tone?: 'plain' | 'tint' | 'dark'
  className?: string
  children: ReactNode
  labelledBy?: string
}) {
  const tones = { plain: '', tint: 'bg-surface', dark: 'hero-bg text-white' }
  return (
    <section id={id || undefined} aria-labelledby={labelledBy} className={`py-16 md:py-24 ${tones[tone]} ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  )
}

/** Eyebrow, heading and intro of a section, with the heading level the page position requires. */
export function SectionHeading({
  as: Heading = 'h2',
  id,
  eyebrow,
  heading,
  intro,
  align = 'left',
  className = '',
}: {
  as?: HeadingLevel
  id?: string
  eyebrow?: string | null
  heading?: string | null
  intro?: string | null
  align?: 'left' | 'center'
  className?: string
}) {
  if (!heading && !eyebrow && !intro) return null
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''} ${className}`}>
      {eyebrow ? <p className="mb-3 text-sm font-bold uppercase tracking-[0.14em] text-primary">{eyebrow}</p> : null}
      {heading ? (
        <Heading
          id={id}
          className="text-balance text-3xl font-extrabold tracking-tight md:text-4xl lg:text-[2.75rem] lg:leading-[1.1]"
        >
          {heading}
        </Heading>
      ) : null}
      {intro ? <p className="mt-4 text-pretty text-lg text-muted">{intro}</p> : null}
    </div>
  )
}

import { Action } from '@/components/Action/Action'
import { MediaImage, mediaUrl } from '@/components/Media/MediaImage'
import type { HeroBlock } from '@/payload-types'
import type { BlockProps } from '../types'
import { HeroVideo } from './HeroVideo.client'

/** Where the hero's picture is shown: on a phone the emerald gradient alone keeps the first screen light. */
const pictureMedia = '(min-width: 768px)'

/**
 * The page opener: poster image first (fast, and the still image under reduced motion), video
 * on top. Phones get the gradient and the text at once; the heading is their first paint.
 */
export function Hero({ block, locale, heading: Heading }: BlockProps<HeroBlock>) {
  const video = block.video && typeof block.video !== 'number' ? block.video : null
  return (
    <section
      id={block.anchor || undefined}
      className="hero-bg relative isolate overflow-hidden text-white"
      data-block="hero"
    >
      <MediaImage
        media={block.image}
        size="hero"
        sizes="100vw"
        priority
        mediaQuery={pictureMedia}
        className="absolute inset-0 -z-20 size-full object-cover"
        alt=""
      />
      {video?.url ? (
        <HeroVideo
          src={mediaUrl(video) ?? video.url}
          type={video.mimeType ?? 'video/mp4'}
          poster={mediaUrl(block.image)}
          screen={pictureMedia}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-[#03140f]/95 via-[#03140f]/75 to-[#03140f]/30"
      />
      <div className="container-page flex min-h-[min(78vh,46rem)] flex-col justify-center py-20 md:py-28">
        <div className="max-w-3xl">
          {block.eyebrow ? (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-emerald-300/30 bg-emerald-300/10 px-4 py-1.5 text-sm font-semibold text-emerald-200">
              <span className="size-1.5 rounded-full bg-emerald-300" aria-hidden="true" />
              {block.eyebrow}
            </p>
          ) : null}
          <Heading className="text-balance text-4xl font-extrabold leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            {block.heading}
          </Heading>
          {block.text ? (
            <p className="mt-6 max-w-2xl text-pretty text-lg text-emerald-50/85 md:text-xl">{block.text}</p>
          ) : null}
          <div className="mt-9 flex flex-wrap gap-3">
            <Action data={block} locale={locale} variant="onDark" />
            <Action
              data={{
                label: block.secondaryLabel,
                action: block.secondaryAction,
                href: block.secondaryHref,
                department: block.secondaryDepartment,
              }}
              locale={locale}
              variant="ghostOnDark"
            />
          </div>
        </div>
      </div>
    </section>
  )
}

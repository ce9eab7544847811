import { getImageProps } from 'next/image'

import type { Media } from '@/payload-types'

type Size = 'thumbnail' | 'card' | 'hero'

/** A transparent pixel: what a narrower screen shows where `media` leaves the picture out. */
const blank = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * A CMS image, resized and in modern formats by Next's image optimiser, rendered on the server
 * as a plain <img> (no client JavaScript); nothing when it is not populated. `priority` marks
 * the page's main picture: loaded eagerly at high priority. `media` (a media query) shows the
 * picture only where it matches; elsewhere nothing is downloaded, so a phone's first screen
 * is its text, not a large decorative image.
 */
export function MediaImage({
  media,
  size,
  sizes,
  priority = false,
  className,
  alt,
  mediaQuery,
}: {
  media: number | Media | null | undefined
  size?: Size
  sizes: string
  priority?: boolean
  className?: string
  alt?: string
  mediaQuery?: string
}) {
  if (!media || typeof media === 'number' || !media.url) return null
  const variant = size ? media.sizes?.[size] : undefined
  const width = variant?.width || media.width || 1200
  const height = variant?.height || media.height || Math.round(width * 0.66)
  const { props: full } = getImageProps({
    src: sitePath(variant?.url || media.url),
    width,
    height,
    sizes,
    alt: alt ?? media.alt ?? '',
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    className,
  })
  const props = { ...full, ...trimmedSources(full.srcSet, full.src, width) }
  // No preload hint: the <img> (or <picture>) is in the first screen of the HTML, where the
  // browser's preload scanner finds it at once, with fetchpriority=high. A hint would also travel
  // in the page's RSC payload and fire when the router merely prefetches the page, so every
  // page linked from the menu would download its hero picture on the page being read.
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own (getImageProps), rendered as a plain <img> on the server with no client JavaScript
  if (!mediaQuery) return <img {...props} alt={props.alt} />
  const { srcSet, sizes: imageSizes, ...rest } = props
  return (
    <picture>
      <source media={mediaQuery} srcSet={srcSet} sizes={imageSizes} />
      <img {...rest} alt={props.alt} src={blank} />
    </picture>
  )
}

/**
 * The optimiser never enlarges a picture, so candidates wider than the file itself are the same
 * image under another address: they only lengthen every page (a 768 px card listed up to
 * 3,840 px) and its payload. Kept: up to the first candidate at least as wide as the file.
 */
export function trimmedSources(
  srcSet: string | undefined,
  src: string,
  width: number,
): { srcSet?: string; src: string } {
  if (!srcSet) return { srcSet, src }
  const kept: string[] = []
  for (const candidate of srcSet.split(', ')) {
    kept.push(candidate)
    if (Number(/ (\d+)w$/.exec(candidate)?.[1] ?? 0) >= width) break
  }
  return { srcSet: kept.join(', '), src: kept.at(-1)?.replace(/ \d+w$/, '') ?? src }
}

export function mediaUrl(media: number | Media | null | undefined): string | null {
  return media && typeof media !== 'number' && media.url ? sitePath(media.url) : null
}

/**
 * Payload answers upload URLs absolute (with SERVER_URL); the site serves them itself, so the
 * path is enough, and next/image only optimises local paths (no remote patterns, no third party).
 */
export function sitePath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname.startsWith('/api/media/') ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}

'use client'

import { useEffect, useState } from 'react'

type Connection = { saveData?: boolean }

/** Whether the video plays here: motion allowed, a screen wide enough for the picture, no data saving. */
function videoWanted(screen: string): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return (
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches &&
    window.matchMedia(screen).matches &&
    !connection?.saveData
  )
}

/**
 * Background video: muted, looped, inline, with the still image as its poster. It plays where
 * the hero shows its picture (`screen`, from a tablet up) and motion is welcome; under
 * prefers-reduced-motion the server-rendered still image stays, and a phone or a visitor saving
 * data keeps the light gradient hero (no video download on a slow connection).
 */
export function HeroVideo({
  src,
  type,
  poster,
  screen,
}: {
  src: string
  type: string
  poster: string | null
  screen: string
}) {
  const [play, setPlay] = useState(false)
  useEffect(() => {
    const queries = [window.matchMedia('(prefers-reduced-motion: reduce)'), window.matchMedia(screen)]
    const update = () => setPlay(videoWanted(screen))
    update()
    for (const query of queries) query.addEventListener('change', update)
    return () => {
      for (const query of queries) query.removeEventListener('change', update)
    }
  }, [screen])
  if (!play) return null
  return (
    <video
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      poster={poster ?? undefined}
      aria-hidden="true"
      data-testid="hero-video"
      className="absolute inset-0 -z-20 size-full object-cover"
    >
      <source src={src} type={type} />
    </video>
  )
}

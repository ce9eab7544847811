'use client'

import { useState } from 'react'

import { PlayIcon } from '@/components/Icons/Icons'

/** Click-to-load video: no request to YouTube until the visitor asks for it (privacy-enhanced host). */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`
}

export function VideoEmbed({
  videoId,
  title,
  playLabel,
  note,
  grade,
}: {
  videoId: string
  title: string
  playLabel: string
  note: string
  grade: string
}) {
  const [loaded, setLoaded] = useState(false)
  if (loaded) {
    return (
      <div className="aspect-video bg-black">
        <iframe
          src={embedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="size-full"
        />
      </div>
    )
  }
  return (
    <button
      type="button"
      onClick={() => setLoaded(true)}
      aria-label={playLabel}
      title={note}
      data-testid="video-play"
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-[#062a20] via-[#0a3a2c] to-[#03140f] text-white"
    >
      {/* A short grade (A+, C) large in the corner; a long one (Like New) smaller, so it is never cut. */}
      <span
        aria-hidden="true"
        className={`absolute -right-2 whitespace-nowrap font-extrabold leading-none text-white/10 ${grade.length > 3 ? '-top-2 text-[3.5rem]' : '-top-4 text-[6rem]'}`}
      >
        {grade}
      </span>
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-400 text-emerald-950 shadow-lg shadow-black/30 group-hover:scale-110">
        <PlayIcon className="ml-1 size-7" />
      </span>
    </button>
  )
}

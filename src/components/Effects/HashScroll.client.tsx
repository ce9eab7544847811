'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** SPEC §2/§9: hash targets keep 150 px at the top; retry every 200 ms, at most 30 times. */
export const hashScroll = { offset: 150, retryMs: 200, attempts: 30, settleStillMs: 1000, settleMaxMs: 10_000 } as const

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/** Where the window must be scrolled to put the target 150 px below the top (within the page's range). */
function targetTop(target: HTMLElement): number {
  const top = target.getBoundingClientRect().top + window.scrollY - hashScroll.offset
  const max = document.documentElement.scrollHeight - window.innerHeight
  return Math.round(Math.max(0, Math.min(top, max)))
}

/** Resolves when the current scroll has ended (or after 1 s if the browser has no scrollend). */
function scrollEnd(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer)
      window.removeEventListener('scrollend', done)
      resolve()
    }
    const timer = window.setTimeout(done, 1000)
    window.addEventListener('scrollend', done, { once: true })
  })
}

async function scrollToHash(firstLoad: boolean, cancelled: () => boolean): Promise<void> {
  const id = decodeURIComponent(window.location.hash.slice(1))
  if (!id) return
  // On the first load, wait for the preloader (if any) to disappear first.
  if (firstLoad) {
    while (document.getElementById('preloader') && !cancelled()) await wait(hashScroll.retryMs)
  }
  for (let attempt = 0; attempt < hashScroll.attempts && !cancelled(); attempt++) {
    const target = document.getElementById(id)
    if (target) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: targetTop(target), behavior: reduce ? 'auto' : 'smooth' })
      // Images and fonts that arrive late can still move the target (the browser's scroll
      // anchoring follows whatever else is on screen): keep the target in place until the page
      // has loaded and stayed still for a second, at most 10 s. A visitor who scrolls, taps or
      // types meanwhile has taken over and is left alone.
      let visitorMoved = false
      const moved = () => (visitorMoved = true)
      const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
      for (const type of events) window.addEventListener(type, moved, { passive: true, once: true })
      try {
        await scrollEnd()
        const started = Date.now()
        let stillSince = Date.now()
        while (!visitorMoved && !cancelled() && Date.now() - started < hashScroll.settleMaxMs) {
          const top = targetTop(target)
          if (Math.abs(top - window.scrollY) > 1) {
            window.scrollTo({ top, behavior: 'auto' })
            stillSince = Date.now()
          }
          const loaded = document.readyState === 'complete' && (!document.fonts || document.fonts.status === 'loaded')
          if (loaded && Date.now() - stillSince >= hashScroll.settleStillMs) return
          await wait(hashScroll.retryMs)
        }
      } finally {
        for (const type of events) window.removeEventListener(type, moved)
      }
      return
    }
    await wait(hashScroll.retryMs)
  }
}

/** Runs after each page load and navigation, and when the hash changes on the same page. */
export function HashScroll() {
  const pathname = usePathname()
  const firstLoad = useRef(true)

  useEffect(() => {
    let cancelled = false
    void scrollToHash(firstLoad.current, () => cancelled)
    firstLoad.current = false
    const onHash = () => void scrollToHash(false, () => cancelled)
    window.addEventListener('hashchange', onHash)
    return () => {
      cancelled = true
      window.removeEventListener('hashchange', onHash)
    }
  }, [pathname])

  return null
}

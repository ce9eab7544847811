'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** SPEC §2/§9: hash targets keep 150 px at the top; retry every 200 ms, at most 30 times. */
export const hashScroll = { offset: 150, retryMs: 200, attempts: 30 } as const

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

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
      const top = target.getBoundingClientRect().top + window.scrollY - hashScroll.offset
      window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' })
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

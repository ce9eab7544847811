'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

const storageKey = (href: string) => `scroll:${href}`

/**
 * SPEC §2: the scroll position is restored on back and forward. The browser's own restoration
 * runs before a client-rendered page is tall enough again, so each address's position is kept
 * in sessionStorage and put back once the page has grown to it (up to 3 s).
 */
export function ScrollRestore() {
  const pathname = usePathname()
  const popped = useRef(false)

  useEffect(() => {
    let frame = 0
    const save = () => {
      frame = 0
      try {
        window.sessionStorage.setItem(storageKey(window.location.href), String(Math.round(window.scrollY)))
      } catch {
        // Without sessionStorage the browser's default behaviour stays.
      }
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save)
    }
    const onPop = () => {
      popped.current = true
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('popstate', onPop)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])

  useEffect(() => {
    if (!popped.current) return
    popped.current = false
    const saved = Number(window.sessionStorage.getItem(storageKey(window.location.href)) ?? NaN)
    if (!Number.isFinite(saved) || saved <= 0) return
    let attempts = 0
    let timer = 0
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved
      if (reachable || attempts++ > 30) {
        window.scrollTo({ top: saved, behavior: 'instant' })
        return
      }
      timer = window.setTimeout(restore, 100)
    }
    restore()
    return () => window.clearTimeout(timer)
  }, [pathname])

  return null
}

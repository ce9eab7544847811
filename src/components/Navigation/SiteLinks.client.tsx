'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { fullLoadWanted } from '@/lib/build/reloadGuard'
import { prefetchPage } from '@/workarounds/prefetchWholePage'

/**
 * The address the router should open in place for a click on `anchor`, or null when the browser
 * should follow it itself: another site, a new tab or a download, the API, the admin, feeds and
 * files, or another fragment of this very page (the browser scrolls, HashScroll keeps the
 * 150 px offset).
 */
export function routerTarget(
  anchor: HTMLAnchorElement,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(anchor.href)
  } catch {
    return null
  }
  if (url.origin !== location.origin) return null
  if (/^\/(api|admin|feed|og|_next)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null
  return `${url.pathname}${url.search}${url.hash}`
}

type Connection = { saveData?: boolean; effectiveType?: string }

/** SPEC §4: no prefetching on Save-Data or a 2G-class connection. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  return !connection || (!connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? ''))
}

/**
 * A link to this page in another language (the language switcher: `hreflang` other than the
 * page's) is never prefetched. Prefetched now, it would be asked for with this page's language
 * cookie, which the proxy answers with a redirect back to this language (an English visitor's
 * `/devices` → `/en/devices`); the router keeps that answer, and the switch, which writes the
 * new cookie first, would then land on the same page (ISSUE 15).
 */
export function isLanguageSwitch(anchor: Pick<HTMLAnchorElement, 'hreflang'>, pageLanguage: string): boolean {
  return Boolean(anchor.hreflang) && anchor.hreflang !== pageLanguage
}

const internalAnchor = (target: EventTarget | null): HTMLAnchorElement | null => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null
  return anchor instanceof HTMLAnchorElement ? anchor : null
}

/**
 * Single-page navigation for every link of the site (SPEC §1) from one listener, instead of a
 * client component per link: the pages' links stay plain server-rendered <a> elements, which
 * keeps about 2.5 KB of script and ~40 components' hydration out of every first load.
 *
 * Like Next's <Link>: a plain left click opens the page through the router; links are
 * prefetched when they come into view and on hover, touch or keyboard focus. SPEC §4's budget:
 * nothing on Save-Data or 2G, and at most 4 at a time, which the router's prefetch scheduler
 * itself enforces for these default-priority prefetches (next/dist/client/components/
 * segment-cache/scheduler.js, `inProgressRequests < 4`).
 */
export function SiteLinks({ prefetchWhole = true }: { prefetchWhole?: boolean }) {
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    const prefetched = new Set<string>()
    const prefetch = (anchor: HTMLAnchorElement | null) => {
      if (!prefetchAllowed((navigator as Navigator & { connection?: Connection }).connection)) return
      if (!anchor || isLanguageSwitch(anchor, document.documentElement.lang)) return
      const target = routerTarget(anchor, window.location)
      const page = target?.split('#')[0]
      if (!page || prefetched.has(page)) return
      prefetched.add(page)
      // The whole page (it is static and cached), as a <Link prefetch> would.
      prefetchPage(router, page, prefetchWhole)
    }
    // Bubble phase: a component's own onClick (the language switcher, a menu closing) runs first
    // and may take the click over with preventDefault.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const anchor = internalAnchor(event.target)
      const target = anchor && routerTarget(anchor, window.location)
      if (!target) return
      event.preventDefault()
      // SPEC §4: behind a newer build, the next navigation loads the page in full.
      if (fullLoadWanted(target.split(/[?#]/)[0] ?? target)) window.location.assign(target)
      else router.push(target)
    }
    const onIntent = (event: Event) => prefetch(internalAnchor(event.target))
    document.addEventListener('click', onClick)
    document.addEventListener('mouseover', onIntent, { passive: true })
    document.addEventListener('touchstart', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        prefetch(entry.target as HTMLAnchorElement)
      }
    })
    // Once the page has settled, so that watching its links never competes with its start.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        if (routerTarget(anchor, window.location)) observer.observe(anchor)
    })
    return () => {
      cancelIdle(handle)
      observer.disconnect()
      document.removeEventListener('click', onClick)
      document.removeEventListener('mouseover', onIntent)
      document.removeEventListener('touchstart', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [router, pathname, prefetchWhole])

  return null
}

'use client'

import { useEffect } from 'react'

import { claimFullLoad } from '@/lib/build/reloadGuard'

/** How often an open page asks whether a new build was deployed. */
export const buildPollMs = 5 * 60 * 1000

const isChunkError = (value: unknown) => {
  const error = value as { name?: string; message?: string } | null
  return Boolean(error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i.test(error.message ?? '')))
}

/**
 * New-build handling (SPEC §4): a page notices a new deployment by polling /api/build-id
 * (every 5 minutes and whenever it becomes visible) or by a chunk that fails to load. From then
 * on the next link navigation is a full page load, so the visitor gets the new build's code;
 * a sessionStorage guard allows that at most once per path within 10 s, so it can never loop.
 */
export function NewBuild({ buildId }: { buildId: string }) {
  useEffect(() => {
    let stale = false

    const check = async () => {
      try {
        const response = await fetch('/api/build-id', { cache: 'no-store' })
        if (!response.ok) return
        const body = (await response.json()) as { buildId?: unknown }
        if (typeof body.buildId === 'string' && body.buildId !== buildId) stale = true
      } catch {
        // Offline or the server restarting: ask again later.
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    const onError = (event: ErrorEvent) => {
      if (isChunkError(event.error) || isChunkError({ message: event.message })) stale = true
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkError(event.reason)) stale = true
    }
    // Capture phase: runs before Next's Link turns the click into a client-side navigation.
    const onClick = (event: MouseEvent) => {
      if (!stale || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      if (!claimFullLoad(url.pathname)) return
      event.preventDefault()
      event.stopPropagation()
      window.location.assign(url.href)
    }

    const timer = window.setInterval(() => void check(), buildPollMs)
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    document.addEventListener('click', onClick, true)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      document.removeEventListener('click', onClick, true)
    }
  }, [buildId])

  return null
}

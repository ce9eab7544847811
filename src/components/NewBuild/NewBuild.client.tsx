'use client'

import { useEffect } from 'react'

import { markNewerBuild } from '@/lib/build/reloadGuard'

/** How often an open page asks whether a new build was deployed. */
export const buildPollMs = 5 * 60 * 1000

const isChunkError = (value: unknown) => {
  const error = value as { name?: string; message?: string } | null
  return Boolean(
    error &&
    (error.name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i.test(error.message ?? '')),
  )
}

/**
 * New-build handling (SPEC §4): a page notices a new deployment by polling /api/build-id
 * (every 5 minutes and whenever it becomes visible) or by a chunk that fails to load. From then
 * on the next link navigation is a full page load (SiteLinks asks fullLoadWanted), so the
 * visitor gets the new build's code; a sessionStorage guard allows that at most once per path
 * within 10 s, so it can never loop.
 */
export function NewBuild({ buildId }: { buildId: string }) {
  useEffect(() => {
    const check = async () => {
      try {
        const response = await fetch('/api/build-id', { cache: 'no-store' })
        if (!response.ok) return
        const body = (await response.json()) as { buildId?: unknown }
        if (typeof body.buildId === 'string' && body.buildId !== buildId) markNewerBuild()
      } catch {
        // Offline or the server restarting: ask again later.
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    const onError = (event: ErrorEvent) => {
      if (isChunkError(event.error) || isChunkError({ message: event.message })) markNewerBuild()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkError(event.reason)) markNewerBuild()
    }
    const timer = window.setInterval(() => void check(), buildPollMs)
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [buildId])

  return null
}

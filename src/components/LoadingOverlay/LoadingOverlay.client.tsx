'use client'

import { lazy, Suspense } from 'react'

import { useLoadingShown } from './context.client'

// Shown only while a form sends: the forms fetch its code as they start (see the forms).
export const preloadLoadingOverlay = () => import('./LoadingOverlayView.client')
const LoadingOverlayView = lazy(preloadLoadingOverlay)

/** SPEC §2: the loading overlay is visible exactly while the flag is true. */
export function LoadingOverlay() {
  const show = useLoadingShown()
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <LoadingOverlayView />
    </Suspense>
  )
}

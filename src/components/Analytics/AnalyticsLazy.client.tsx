'use client'

import { lazy, Suspense } from 'react'

// Only pages of a site with a pixel or analytics id configured fetch the tag loader.
const Analytics = lazy(() => import('./Analytics.client'))

export function AnalyticsLazy(props: { pixelId: string | null; analyticsId: string | null }) {
  return (
    <Suspense fallback={null}>
      <Analytics {...props} />
    </Suspense>
  )
}

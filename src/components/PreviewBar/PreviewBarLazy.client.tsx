'use client'

import { lazy, Suspense } from 'react'

// Only an editor's draft preview fetches the bar and Payload's live-preview listener.
const PreviewBarClient = lazy(() => import('./PreviewBar.client'))

export function PreviewBarLazy(props: { label: string; exitLabel: string }) {
  return (
    <Suspense fallback={null}>
      <PreviewBarClient {...props} />
    </Suspense>
  )
}

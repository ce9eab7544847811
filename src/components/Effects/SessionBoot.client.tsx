'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { readToken } from '@/lib/api/session'

// SWR and the `me` call are fetched only for someone who has a stored token.
const Session = lazy(() => import('./Session.client'))

export function SessionBoot() {
  const [hasToken, setHasToken] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser (URL, storage, media queries) after hydration, so the server's HTML and the first client render agree
  useEffect(() => setHasToken(Boolean(readToken())), [])
  if (!hasToken) return null
  return (
    <Suspense fallback={null}>
      <Session />
    </Suspense>
  )
}

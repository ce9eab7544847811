'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { isMobileOrTouch, particlesRules } from './desktopRules'

// Desktop-only decoration: its code is fetched only where it can run, never on a phone.
const DesktopEffectsView = lazy(() => import('./DesktopEffectsView.client'))

/**
 * The particles (from 1024 px wide, also after the window grows to that) and the custom cursor
 * (mouse and desktop user agents). Each component applies the rest of its rules itself.
 */
export function DesktopEffects() {
  const [particles, setParticles] = useState(false)
  const [cursor, setCursor] = useState(false)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser (URL, storage, media queries) after hydration, so the server's HTML and the first client render agree
    setCursor(!isMobileOrTouch())
    const wide = window.matchMedia(`(min-width: ${particlesRules.minWidth}px)`)
    const update = () => {
      if (wide.matches) setParticles(true)
    }
    update()
    wide.addEventListener('change', update)
    return () => wide.removeEventListener('change', update)
  }, [])

  if (!particles && !cursor) return null
  return (
    <Suspense fallback={null}>
      <DesktopEffectsView particles={particles} cursor={cursor} />
    </Suspense>
  )
}

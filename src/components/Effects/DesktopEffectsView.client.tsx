'use client'

import CustomCursor from './CustomCursor.client'
import Particles from './Particles.client'

/** The desktop effects' code, one chunk fetched only where one of them can run (DesktopEffects). */
export default function DesktopEffectsView({ particles, cursor }: { particles: boolean; cursor: boolean }) {
  return (
    <>
      {particles ? <Particles /> : null}
      {cursor ? <CustomCursor /> : null}
    </>
  )
}

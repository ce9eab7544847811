'use client'

import { usePathname } from 'next/navigation'
import type { Container } from '@tsparticles/engine'
import { useEffect, useState } from 'react'

import { particlesRules } from './desktopRules'

/**
 * Decorative particles behind the page, loaded lazily after the first paint (the engine is a
 * separate chunk fetched only when the rules allow it) and off under prefers-reduced-motion.
 */
export default function Particles() {
  const pathname = usePathname()
  const [enabled, setEnabled] = useState(false)

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${particlesRules.minWidth}px)`)
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setEnabled(wide.matches && !reduce.matches && !window.location.pathname.includes('admin'))
    update()
    wide.addEventListener('change', update)
    reduce.addEventListener('change', update)
    return () => {
      wide.removeEventListener('change', update)
      reduce.removeEventListener('change', update)
    }
  }, [pathname])

  useEffect(() => {
    if (!enabled) return
    let container: Container | undefined
    let cancelled = false
    const start = async () => {
      const [{ tsParticles }, { loadSlim }] = await Promise.all([
        import('@tsparticles/engine'),
        import('@tsparticles/slim'),
      ])
      if (cancelled) return
      await loadSlim(tsParticles)
      const dark =
        document.documentElement.classList.contains('dark') ||
        (!document.documentElement.classList.contains('light') &&
          window.matchMedia('(prefers-color-scheme: dark)').matches)
      const color = dark ? '#34d399' : '#059669'
      container = await tsParticles.load({
        id: 'tsparticles',
        options: {
          fullScreen: { enable: false },
          fpsLimit: particlesRules.fpsLimit,
          detectRetina: true,
          particles: {
            number: { value: particlesRules.count },
            color: { value: color },
            opacity: { value: { min: 0.08, max: 0.3 } },
            size: { value: { min: 1, max: 2.5 } },
            links: { enable: true, distance: 120, color, opacity: 0.12, width: 1 },
            move: { enable: true, speed: 0.6, outModes: { default: 'out' } },
          },
          interactivity: {
            events: { onHover: { enable: true, mode: 'grab' } },
            modes: { grab: { distance: 140, links: { opacity: 0.3 } } },
          },
        },
      })
      if (cancelled) container?.destroy()
      // What actually runs, for the checks of SPEC §9 (200 particles, 120 fps limit).
      const node = document.getElementById('tsparticles')
      if (node && container) {
        node.dataset.fpsLimit = String(container.actualOptions.fpsLimit)
        node.dataset.count = String(container.actualOptions.particles.number.value)
        node.dataset.particles = String(container.particles.count)
      }
    }
    // After the first paint and when the browser is idle: never in the way of the page itself.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const handle = idle(() => void start())
    return () => {
      cancelled = true
      if (window.cancelIdleCallback && typeof handle === 'number') window.cancelIdleCallback(handle)
      container?.destroy()
    }
  }, [enabled])

  if (!enabled) return null
  return (
    <div
      id="tsparticles"
      data-testid="particles"
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10"
    />
  )
}

'use client'

import { useEffect, useRef, useState } from 'react'

import { cursorSizes, isMobileOrTouch } from './desktopRules'

const interactive =
  'a, button, input, select, textarea, summary, label, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])'

export default function CustomCursor() {
  const [enabled, setEnabled] = useState(false)
  const dot = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser (URL, storage, media queries) after hydration, so the server's HTML and the first client render agree
    if (!isMobileOrTouch() && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) setEnabled(true)
  }, [])

  useEffect(() => {
    if (!enabled) return
    let frame = 0
    let x = -100
    let y = -100
    let hover = false
    const render = () => {
      frame = 0
      const node = dot.current
      if (!node) return
      const size = hover ? cursorSizes.hover : cursorSizes.base
      node.style.transform = `translate3d(${x - size / 2}px, ${y - size / 2}px, 0)`
      node.style.width = node.style.height = `${size}px`
      node.dataset.hover = String(hover)
    }
    const onMove = (event: PointerEvent) => {
      x = event.clientX
      y = event.clientY
      hover = event.target instanceof Element && event.target.closest(interactive) !== null
      if (!frame) frame = window.requestAnimationFrame(render)
    }
    document.addEventListener('pointermove', onMove, { passive: true })
    return () => {
      document.removeEventListener('pointermove', onMove)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [enabled])

  if (!enabled) return null
  return (
    <div
      ref={dot}
      data-testid="custom-cursor"
      aria-hidden="true"
      className="pointer-events-none fixed left-0 top-0 z-[100] rounded-full border-2 border-primary bg-primary/15 [transition:width_0.2s,height_0.2s]"
      style={{ width: cursorSizes.base, height: cursorSizes.base, transform: 'translate3d(-100px,-100px,0)' }}
    />
  )
}

'use client'

import { useEffect, useRef, useState } from 'react'

/** SPEC §2: the lettering slides in once at least 30% of it is visible, 100 ms apart per letter. */
export const letteringRules = { threshold: 0.3, staggerMs: 100 } as const

export function Lettering({ text }: { text: string }) {
  const node = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = node.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= letteringRules.threshold) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: letteringRules.threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={node}
      aria-hidden="true"
      data-testid="footer-lettering"
      data-visible={visible}
      className={`select-none overflow-hidden whitespace-nowrap text-center font-extrabold leading-[1.05] tracking-tighter text-white/90 ${visible ? 'lettering-visible' : ''}`}
      // Sized so the whole word fits the page width (about 0.88 em per capital letter of this heavy face).
      style={{
        fontSize: `min(13rem, calc((min(100vw, 80rem) - 4rem) / ${Math.max(4, [...text].length * 0.88).toFixed(2)}))`,
      }}
    >
      {[...text].map((letter, index) => (
        <span key={index} className="lettering-letter" style={{ ['--i' as string]: index }}>
          {letter === ' ' ? '\u00a0' : letter}
        </span>
      ))}
    </div>
  )
}

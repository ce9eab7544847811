/** SPEC §9: particles only from 1024 px, never on admin paths, 200 particles, 120 fps limit. */
export const particlesRules = { minWidth: 1024, count: 200, fpsLimit: 120 } as const

/** SPEC §9: the custom cursor is 20 px, 40 px over interactive elements. */
export const cursorSizes = { base: 20, hover: 40 } as const

/** SPEC §9: no custom cursor on mobile user agents (nor on touch screens). */
export function isMobileOrTouch(): boolean {
  const mobileAgent = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|webOS|BlackBerry/i.test(navigator.userAgent)
  const touch =
    navigator.maxTouchPoints > 0 || 'ontouchstart' in window || window.matchMedia('(pointer: coarse)').matches
  return mobileAgent || touch
}

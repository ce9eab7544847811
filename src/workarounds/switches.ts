/**
 * The switches of this folder's workarounds (README: configuration). Each works around one
 * upstream issue named in its module's header and is on unless its variable is `0`; the site
 * works without any of them, only slower or heavier. Read where they act, so a restart (or, for
 * the build-time ones, a build) applies a change.
 */
export const workaroundSwitches = {
  /**
   * The page cache in front of Next (src/server/front: pages, pictures, OG images), which keeps
   * what Next serves from its own cache (wholePageFromNext.ts tells it by `s-maxage`). Off: every
   * request goes through Next (its own cache still answers cached pages): the Next-only baseline.
   */
  frontCache: 'FRONT_CACHE',
  /** paintBeforeScripts.ts: the page paints before Next's start-up scripts and Flight data. */
  paintBeforeScripts: 'PAINT_BEFORE_SCRIPTS',
  /** dropInlinedCssFromFlight.ts: the inlined stylesheet travels once, not again in the Flight data. */
  dropInlinedCssFromFlight: 'DROP_INLINED_CSS_FROM_FLIGHT',
  /** yieldBeforeHydration.ts: React starts in a task of its own (an entry paintBeforeScripts' loader pushes). */
  yieldBeforeHydration: 'YIELD_BEFORE_HYDRATION',
  /** prefetchWholePage.ts: links are prefetched whole, not only the route's outline. */
  prefetchWholePage: 'PREFETCH_WHOLE_PAGE',
  /** inlineOutlinedBoundaries.ts: content React moved to the end of the page is written back in place. */
  inlineOutlinedBoundaries: 'INLINE_OUTLINED_BOUNDARIES',
  /** notFoundAsPage.ts: an address with no page gets the not-found page whole in its HTML, not Next's error shell. */
  notFoundAsPage: 'NOT_FOUND_AS_PAGE',
  /** releasePayload.ts: Payload's pg pool is ended, the client it holds released first. */
  releasePayloadPool: 'RELEASE_PAYLOAD_POOL',
  /** rollbackFailedJobUpdates.ts: a job update that failed gives its connection back, not held in a transaction. */
  rollbackFailedJobUpdates: 'ROLLBACK_FAILED_JOB_UPDATES',
  /** turbopackChunking.ts (build): the framework code every page starts with is one file. */
  turbopackChunking: 'TURBOPACK_CHUNKING',
  /** compileHints.mjs (build; reads the variable itself): V8 compiles the start-up scripts while they download. */
  compileHints: 'COMPILE_HINTS',
} as const

export type WorkaroundSwitch = keyof typeof workaroundSwitches

export function workaroundOn(name: WorkaroundSwitch): boolean {
  return process.env[workaroundSwitches[name]] !== '0'
}

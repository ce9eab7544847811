import { workaroundOn } from './switches'

/** The id of the empty entry (tests/e2e/first-load.spec.ts looks for it in the document). */
export const yieldEntryId = 'yield-before-hydration'

/**
 * Yield before hydration: once a page's start-up scripts have run, Next would start React in the
 * same task (vercel/next.js#40683, open: hydration in one blocking task). Next's start-up module
 * loads React DOM and the router, decodes the Flight data and begins hydration, 30–60 ms on this
 * machine's Chromium under Lighthouse's tracing, one long task.
 *
 * One empty entry in `self.__next_s` (the queue Next works through before it starts, which
 * `<Script strategy="beforeInteractive">` fills) splits it: Next appends the entry as an empty
 * inline script, which the browser does not run, and goes on after a `setTimeout`
 * (next/dist/client/app-bootstrap.js, loadScriptsInSequence). So the scripts' own evaluation and
 * React's start are two tasks (the first 28 → 3 ms, median of 7 cold loads), and input that
 * arrives in between is handled.
 *
 * The entry is pushed by paintBeforeScripts' loader, just before it adds the start-up scripts,
 * not through next/script: the documented component puts the same entry into the page, but its
 * client code (script.js, head-manager) then ships in the root layout's chunk, 1.5 KB compressed
 * on every page for one empty push (first-load JavaScript 119.8 → 121.3 KB in `npm run bench`).
 *
 * Relies on: the `setTimeout` between an inline entry and hydration, which is Next's code, not
 * its documentation; tests/integration/framework-workarounds.test.ts fails when Next's start-up
 * no longer has it, tests/e2e/first-load.spec.ts when Next no longer adds the entry to the page
 * before React starts. Off with YIELD_BEFORE_HYDRATION=0: React starts in the scripts' task.
 */
export function yieldBeforeHydrationEntry(): string {
  if (!workaroundOn('yieldBeforeHydration')) return ''
  return `(self.__next_s=self.__next_s||[]).push([0,{children:"",id:${JSON.stringify(yieldEntryId)}}]);`
}

import Script from 'next/script'

import { workaroundOn } from './switches'

/** The id of the empty entry (README; tests/e2e/first-load.spec.ts looks for it). */
export const yieldEntryId = 'yield-before-hydration'

/**
 * Yield before hydration: once a page's start-up scripts have run, Next would start React in the
 * same task (vercel/next.js#40683, open: hydration in one blocking task). Next's start-up module
 * loads React DOM and the router, decodes the Flight data and begins hydration, 30–60 ms on this
 * machine's Chromium under Lighthouse's tracing, one long task.
 *
 * One empty inline `beforeInteractive` script (next/script, the documented way to put an entry in
 * `self.__next_s`, the queue Next works through before it starts) splits it: Next appends the
 * entry as an empty script, which the browser does not run, and goes on after a `setTimeout`
 * (next/dist/client/app-bootstrap.js, loadScriptsInSequence). So the scripts' own evaluation and
 * React's start are two tasks (the first 28 → 3 ms, median of 7 cold loads), and input that
 * arrives in between is handled. The entry's text is empty: an empty inline script needs no CSP
 * hash when Next adds it.
 *
 * Relies on: the `setTimeout` between an inline entry and hydration, which is Next's code, not
 * its documentation; tests/e2e/first-load.spec.ts fails when Next no longer adds the entry to the
 * page before React starts. Off with YIELD_BEFORE_HYDRATION=0: React starts in the scripts' task.
 */
export function YieldBeforeHydration() {
  if (!workaroundOn('yieldBeforeHydration')) return null
  return (
    // eslint-disable-next-line @next/next/no-before-interactive-script-outside-document -- a Pages Router rule: the App Router takes beforeInteractive in the root layout (next/script docs)
    <Script id={yieldEntryId} strategy="beforeInteractive">
      {''}
    </Script>
  )
}

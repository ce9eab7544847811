import type { Page, Request } from '@playwright/test'

let barriers = 0

/**
 * Waits until whatever the page was about to do has been asked of the network: the page's idle
 * callbacks (or 1 s) and two frames (where its effects, observers and the router's prefetch scheduler
 * run), then a request of the page's own (a marker), awaited as the browser reports it. The
 * browser reports requests in the order they leave, so any request the page made before the
 * marker has been seen by the test's listeners by then. For tests that assert that something
 * was not requested: a condition to wait for instead of a fixed time.
 */
export async function pageSettled(page: Page): Promise<void> {
  barriers += 1
  const marker = `/api/health?settled=${barriers}`
  const seen = page.waitForRequest((request) => request.url().endsWith(marker))
  await page.evaluate(
    (address) =>
      new Promise<void>((resolve) => {
        // At most 1 s each: a page busy every frame (the particles) may have no idle time at all.
        const idle = (callback: () => void) =>
          window.requestIdleCallback
            ? window.requestIdleCallback(callback, { timeout: 1000 })
            : window.setTimeout(callback, 50)
        idle(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              idle(() =>
                window.setTimeout(() => {
                  void fetch(address).catch(() => undefined)
                  resolve()
                }, 0),
              ),
            ),
          ),
        )
      }),
    marker,
  )
  await seen
}

/** Next's page prefetches (the `Next-Router-Prefetch` header) the page has asked for, and how many are still in flight. */
export function trackPrefetches(page: Page) {
  const inFlight = new Set<Request>()
  const state = { total: 0, finished: 0, most: 0, urls: [] as string[], inFlight }
  const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1'
  page.on('request', (request) => {
    if (!isPrefetch(request)) return
    state.total += 1
    state.urls.push(request.url())
    inFlight.add(request)
    state.most = Math.max(state.most, inFlight.size)
  })
  const done = (request: Request) => {
    if (inFlight.delete(request)) state.finished += 1
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return state
}

/**
 * Waits until the code the page has started to load has arrived and run: settled, every script
 * loaded that was added to the document as the build's chunks are (a lazy component's chunk is
 * an async script element; its resource-timing entry appears once it has arrived), settled again.
 */
export async function codeSettled(page: Page): Promise<void> {
  await pageSettled(page)
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .filter((script) => script.async)
      .every((script) => performance.getEntriesByName(script.src).length > 0),
  )
  await pageSettled(page)
}

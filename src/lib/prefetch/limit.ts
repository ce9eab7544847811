/**
 * Prefetch budget (SPEC §4): Next's router prefetches pages with fetch() requests marked by
 * the `Next-Router-Prefetch` header. Wrapping fetch once, in the browser, covers every Link on
 * the site: on Save-Data or a 2G-class connection prefetches are refused (a prefetch that fails
 * is simply fetched again on navigation), otherwise at most 4 run at a time and the rest wait.
 */
export const maxConcurrentPrefetches = 4

type Connection = { saveData?: boolean; effectiveType?: string }

export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

function isPrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
  return headers.get('next-router-prefetch') === '1'
}

export function installPrefetchLimit(target: Window & typeof globalThis): void {
  const marked = target as Window & { __prefetchLimit?: boolean }
  if (marked.__prefetchLimit) return
  marked.__prefetchLimit = true
  const original = target.fetch.bind(target)
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    running -= 1
    waiting.shift()?.()
  }

  target.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isPrefetch(input, init)) return original(input, init)
    if (!prefetchAllowed((target.navigator as Navigator & { connection?: Connection }).connection)) {
      throw new TypeError('Prefetch skipped: Save-Data or a slow connection')
    }
    if (running >= maxConcurrentPrefetches) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    let response: Response
    try {
      response = await original(input, init)
    } catch (error) {
      release()
      throw error
    }
    // The slot is held until the body has arrived (read from a clone, so the router gets the
    // response untouched, with its url and redirect flag).
    response
      .clone()
      .arrayBuffer()
      .catch(() => undefined)
      .finally(release)
    return response
  }
}

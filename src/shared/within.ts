/**
 * `work`'s value, or `fallback` when it fails or has not settled within `ms`: a hung dependency
 * never answers, and what asks it (readiness, a metrics scrape) must. The work itself is not
 * stopped (its own deadline ends it).
 */
export function within<T, F>(ms: number, work: Promise<T>, fallback: F): Promise<T | F> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms)
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(fallback)),
    )
  })
}

/**
 * The "at most one full page load per path within 10 s" guard of new-build handling, kept in
 * sessionStorage so that it survives the very reload it allows.
 */
export const reloadGuardKey = 'build-reloads'

let newerBuild = false

/** NewBuild calls this once it learns of a newer deployment (or a chunk failed to load). */
export function markNewerBuild(): void {
  newerBuild = true
}

/**
 * Whether a link to `path` should be a full page load: a newer build is out, and the guard
 * allows it (SiteLinks asks before each client-side navigation).
 */
export function fullLoadWanted(path: string): boolean {
  return newerBuild && path !== window.location.pathname && claimFullLoad(path)
}
export const reloadGuardMs = 10_000

function read(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(reloadGuardKey) ?? '{}')
    return value && typeof value === 'object' ? (value as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/** True (and remembered) when a full load of `path` is allowed now. */
export function claimFullLoad(path: string, now = Date.now()): boolean {
  const reloads = read()
  const last = reloads[path]
  if (typeof last === 'number' && now - last < reloadGuardMs) return false
  // Old entries are dropped so the record stays small.
  const kept = Object.fromEntries(Object.entries(reloads).filter(([, time]) => now - time < reloadGuardMs))
  try {
    sessionStorage.setItem(reloadGuardKey, JSON.stringify({ ...kept, [path]: now }))
  } catch {
    // Storage full or blocked: no guard, no reload either, to never loop.
    return false
  }
  return true
}

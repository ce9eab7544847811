/**
 * Test-only holds (TEST_HOLDS=1; never set in production): a test arms a named point of the
 * server's code and the next request to reach it waits there until the test releases it; a
 * point can also just be counted as passed. Races between a render and a publish are provoked
 * this way, in a fixed order, instead of with visitors looping and fixed sleeps
 * (tests/integration/front-layer.test.ts). The test reaches them through GET/POST
 * /api/test-holds (src/endpoints/testHolds.ts), which exists only with TEST_HOLDS=1.
 *
 * Here in src/shared because the points are in more than one bundle of the process (the app's
 * data getters, Next's cache handler): the state lives on globalThis, under one key, so every
 * bundle's copy of this module sees the same holds. Off, a point is one boolean check.
 */
export const testHoldsOn = process.env.TEST_HOLDS === '1'

export type HoldState = { armed: number; waiting: number; passed: number }
type Hold = HoldState & { release: Array<() => void> }

const registry = Symbol.for('site.testHolds')
const holds = ((globalThis as { [registry]?: Map<string, Hold> })[registry] ??= new Map<string, Hold>())

function hold(name: string): Hold {
  let found = holds.get(name)
  if (!found) holds.set(name, (found = { armed: 0, waiting: 0, passed: 0, release: [] }))
  return found
}

/** A point of the code: counted as passed; waits here if a test armed it (each arming holds one request). */
export async function holdPoint(name: string): Promise<void> {
  if (!testHoldsOn) return
  const point = hold(name)
  point.passed++
  if (point.armed === 0) return
  point.armed--
  point.waiting++
  await new Promise<void>((resolve) => point.release.push(resolve))
  point.waiting--
}

/** The next request to reach `name` waits there. */
export function armHold(name: string): HoldState {
  hold(name).armed++
  return holdState(name)
}

/** Lets every request waiting at `name` go on, and disarms it. */
export function releaseHold(name: string): HoldState {
  const point = hold(name)
  point.armed = 0
  for (const resume of point.release.splice(0)) resume()
  return holdState(name)
}

export function holdState(name: string): HoldState {
  const { armed, waiting, passed } = hold(name)
  return { armed, waiting, passed }
}

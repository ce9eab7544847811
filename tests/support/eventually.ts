/**
 * The tests' one poll: what a test waits for (a mail in the sink, a page from the cache, a
 * delivery marked sent) is asked for until it holds, never slept for.
 */
export type EventuallyOptions = {
  /** How long it may take (default 30 s). */
  timeoutMs?: number
  /**
   * How often to ask (default 100 ms): the next check starts `stepMs` after the last one
   * started, or at once when that one took longer.
   */
  stepMs?: number
}

/**
 * Calls `check` until it gives a value (anything truthy), and gives that value; after
 * `timeoutMs` fails naming `what` it waited for (a function is asked at that moment, so that it
 * can say what was still missing). An error thrown by `check` fails at once.
 */
export async function eventually<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 30_000, stepMs = 100 }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (true) {
    const started = Date.now()
    const value = await check()
    if (value) return value
    if (Date.now() > deadline)
      throw new Error(`${typeof what === 'function' ? what() : what}: not within ${Math.round(timeoutMs / 100) / 10} s`)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stepMs - (Date.now() - started))))
  }
}

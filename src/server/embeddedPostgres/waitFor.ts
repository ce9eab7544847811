/** Polls `check` until it holds or `timeoutMs` pass; its last answer. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  stepMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
  return check()
}

/** An error whose message is the whole story: printed as one line, no stack. */
export class StartupError extends Error {
  override name = 'StartupError'
}

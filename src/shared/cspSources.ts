/**
 * What a public page adds to its Content-Security-Policy: the origins of the third-party tags it
 * loads (analytics, when configured: src/lib/analytics/config.ts names them, the server around
 * Next writes the policy: src/server/csp.ts).
 */
export type CspSources = {
  /** Extra origins for script-src/connect-src/img-src/frame-src. */
  scriptOrigins?: string[]
  connectOrigins?: string[]
  imgOrigins?: string[]
  frameOrigins?: string[]
  upgradeInsecure?: boolean
}

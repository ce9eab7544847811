import crypto from 'node:crypto'

/**
 * Content-Security-Policy for public pages without 'unsafe-inline' or 'unsafe-eval' in
 * script-src: the inline scripts Next writes into a page (its RSC payload) are allowed by
 * their SHA-256 hashes, computed once per rendered page. Hashes rather than nonces keep the
 * HTML identical between requests, so pages stay cacheable.
 */
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? ''
    // Data blocks (JSON-LD) are not executed and need no hash.
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

export type CspOptions = {
  /** Extra origins for script-src/connect-src/img-src (analytics, when configured). */
  scriptOrigins?: string[]
  connectOrigins?: string[]
  imgOrigins?: string[]
  frameOrigins?: string[]
  upgradeInsecure?: boolean
}

export function publicPageCsp(html: string, options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(html), ...(options.scriptOrigins ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.imgOrigins ?? [])],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(options.connectOrigins ?? [])],
    // The grade videos load only after a click, from YouTube's no-cookie host.
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com', ...(options.frameOrigins ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (options.upgradeInsecure) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** The admin is Payload's app, with inline scripts and styles of its own. */
export function adminCsp(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

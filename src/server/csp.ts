import crypto from 'node:crypto'

import type { CspSources } from '@/shared/cspSources'
import { spans, textOf } from '@/shared/htmlBytes'

/**
 * Content-Security-Policy for public pages without 'unsafe-inline' or 'unsafe-eval' in
 * script-src: the inline scripts Next writes into a page (its RSC payload) are allowed by
 * their SHA-256 hashes, computed once per rendered page. Hashes rather than nonces keep the
 * HTML identical between requests, so pages stay cacheable.
 */
const scriptAttributes = /^<script([^>]*)>$/
const dataBlock = /type\s*=\s*["']?application\/(ld\+)?json/i
const srcAttribute = /\bsrc=/

/**
 * The hashes of a page's inline scripts, found in its bytes (./htmlBytes.ts) as React and this
 * project write them, in lower case (a script in upper case would get no hash and not run). A
 * script's hash is over its UTF-8 bytes, which are the bytes here.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>()
  for (const { start, end } of spans(html, '<script', '</script>')) {
    const openEnd = html.indexOf('>', start) + 1
    if (openEnd === 0 || openEnd > end - '</script>'.length) continue
    const open = scriptAttributes.exec(textOf(html, start, openEnd))
    // A script with a source needs no hash; data blocks (JSON-LD, Flight data) are not executed.
    if (!open || srcAttribute.test(open[1] ?? '') || dataBlock.test(open[1] ?? '')) continue
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(html.subarray(openEnd, end - '</script>'.length))
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

export type CspOptions = CspSources

export function publicPageCsp(html: Buffer, options: CspOptions = {}): string {
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

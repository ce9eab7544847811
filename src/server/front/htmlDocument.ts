import type { OutgoingHttpHeaders } from 'node:http'

import { publicPageCsp, type CspOptions } from '@/server/csp'
import { dropInlinedCssFromFlight } from '@/workarounds/dropInlinedCssFromFlight'
import { inlineOutlinedBoundaries } from '@/workarounds/inlineOutlinedBoundaries'
import { paintBeforeScripts } from '@/workarounds/paintBeforeScripts'

export type HtmlOptions = {
  production: boolean
  /** Extra CSP sources for a rendered page (its <head> given), e.g. configured analytics. */
  csp?: (head: string) => CspOptions
}

export const isHtml = (contentType: unknown) => String(contentType ?? '').includes('text/html')

/**
 * A public HTML document as it goes out: whole in its HTML, with no part that only a script puts
 * in place (workarounds/inlineOutlinedBoundaries.ts); in production with its stylesheet once
 * (workarounds/dropInlinedCssFromFlight.ts) and painted before its start-up scripts run
 * (workarounds/paintBeforeScripts.ts), each unless switched off, and with a
 * Content-Security-Policy holding the hashes of its inline scripts. Pages and every other HTML
 * answer of the public site (a 404 for `/x.html`, an error page) go through here, edited as the
 * bytes they are sent as (../htmlBytes.ts).
 */
export function finishHtml(
  body: Buffer,
  headers: OutgoingHttpHeaders,
  options: HtmlOptions,
): { body: Buffer; headers: OutgoingHttpHeaders } {
  const whole = inlineOutlinedBoundaries(body)
  const html = options.production ? paintBeforeScripts(dropInlinedCssFromFlight(whole)) : whole
  return {
    body: html,
    headers: { ...headers, 'content-security-policy': publicPageCsp(html, options.csp?.(documentHead(html))) },
  }
}

/** The document up to its </head> (all of it when it has none), as text. */
function documentHead(html: Buffer): string {
  const end = html.indexOf('</head>')
  return html.toString('utf8', 0, end < 0 ? html.length : end)
}

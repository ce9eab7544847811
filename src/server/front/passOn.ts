import { publicPageCsp } from '@/server/csp'
import { errorCacheControl } from './cacheLifetime'
import { captureIf, decodedBody, type Handler } from '@/workarounds/captureAnswer'
import { finishHtml, isHtml, type HtmlOptions } from './htmlDocument'
import { prepare, send } from './preparedAnswer'

/**
 * Every other answer of the site (API, files, feeds, Next's own addresses) goes out as Next
 * writes it, streamed, except an HTML one without a policy of its own: a 404 for `/x.html` or
 * `/_next/static/nope.js`, an error page. That one is finished like a page, so every HTML
 * answer carries a Content-Security-Policy. It is never kept.
 */
export function createPassOn(next: Handler, options: HtmlOptions): Handler {
  return async (req, res) => {
    const head = req.method === 'HEAD'
    const captured = await captureIf(next, req, res, (status, answer) => {
      // Streamed as Next writes it (the router's 404 for a page, say), but never kept by a CDN.
      const cacheControl = errorCacheControl(status, answer.getHeader('cache-control'))
      if (cacheControl) answer.setHeader('cache-control', cacheControl)
      if (!isHtml(answer.getHeader('content-type')) || answer.hasHeader('content-security-policy')) return false
      // No body to hash: the policy allows no inline script at all.
      if (head) answer.setHeader('content-security-policy', publicPageCsp(Buffer.alloc(0), options.csp?.('')))
      return !head
    })
    if (!captured) return
    const { body, headers } = finishHtml(decodedBody(captured), captured.headers, options)
    send(req, res, prepare(captured.status, headers, body), captured.headers['set-cookie'])
  }
}

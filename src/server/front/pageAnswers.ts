import { IncomingMessage, ServerResponse } from 'node:http'

import { isBot } from '@/i18n/localeDecision'
import { notFoundPageHeader } from '@/workarounds/notFoundAsPage'
import { workaroundOn } from '@/workarounds/switches'
import type { Handler } from '@/workarounds/captureAnswer'
import { fromNextCache, renderWholePage } from '@/workarounds/wholePageFromNext'
import { finishHtml, isHtml, type HtmlOptions } from './htmlDocument'
import type { NearStore } from './nearCache'
import { withPageDeadline } from './pageDeadline'
import { localeDecision, pageCacheKey, type LocaleDecision } from './pageKey'
import { prepare, send, type PreparedAnswer } from './preparedAnswer'

/**
 * The public pages (GET and HEAD of an address in the locale tree). A page Next serves from its
 * own cache (ISR, `s-maxage`) is kept here too, compressed once, and answered without entering
 * Next at all: no routing, no proxy, no database. A hit is one Map lookup and one write.
 */
export function createPageAnswers(next: Handler, pages: NearStore<PreparedAnswer>, options: HtmlOptions) {
  return function answerPage(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> | void {
    const decision = localeDecision(req, pathname)
    if (decision.cacheable) {
      const hit = pages.get(pathname)
      if (hit) return send(req, res, hit, decision.setCookie, 'HIT')
    }
    return withPageDeadline(req, res, pathname, () => renderPage(req, res, pathname, decision))
  }

  async function renderPage(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    decision: LocaleDecision,
  ): Promise<void> {
    const ticket = pages.ticket()
    const head = req.method === 'HEAD'
    // What the server set before Next (X-Instance, X-Request-Id): the capture takes it with
    // Next's headers. Next writes into an answer of its own, never the visitor's: past the page's
    // deadline the visitor has had a 503 already (./pageDeadline.ts), and Next, still rendering,
    // must not touch it.
    const own = res.getHeaders()
    const detached = new ServerResponse(req)
    for (const [name, value] of Object.entries(own)) if (value !== undefined) detached.setHeader(name, value)
    let captured = await renderWholePage(next, req, detached)
    const bot = isBot(req.headers['user-agent'])
    // An address with no page: Next sends an empty error shell, so the not-found page is asked
    // for, at the same address, as a page of its own (src/workarounds/notFoundAsPage.ts).
    if (captured.status === 404 && !bot && isHtml(captured.headers['content-type']) && notFoundAsPage) {
      const again = await renderWholePage(next, askedAgain(req, { [notFoundPageHeader]: '1' }))
      captured = { ...again, headers: { ...own, ...again.headers } }
    }

    let headers = { ...captured.headers }
    let body = captured.body
    if (captured.status === 404 && bot) {
      // SPEC §2: crawlers get a minimal body instead of the rendered error page.
      body = Buffer.from('Not Found\n')
      headers['content-type'] = 'text/plain; charset=utf-8'
    } else if (isHtml(headers['content-type'])) {
      ;({ body, headers } = finishHtml(body, headers, options))
    }
    const page = prepare(captured.status, headers, body)
    const key =
      !head &&
      decision.cacheable &&
      captured.status === 200 &&
      fromNextCache(captured) &&
      isHtml(headers['content-type'])
        ? pageCacheKey(pathname)
        : null
    if (key) pages.set(key, page, page.bytes, ticket)
    // Past its deadline the visitor has had a 503 already (./pageDeadline.ts).
    if (res.headersSent) return
    // A response rendered now keeps the cookies Next set, else remembers the page's language
    // (365 days) exactly as an answer from the cache does.
    send(req, res, page, captured.headers['set-cookie'] ?? decision.setCookie, 'MISS')
  }
}

const notFoundAsPage = workaroundOn('notFoundAsPage')

/**
 * The same request as a new one, with more headers: Next keeps its routing state on the request
 * object it was given, so a second request must be another object. A page request has no body.
 */
function askedAgain(req: IncomingMessage, headers: Record<string, string>): IncomingMessage {
  const again = new IncomingMessage(req.socket)
  again.method = req.method
  again.url = req.url
  again.httpVersionMajor = req.httpVersionMajor
  again.httpVersionMinor = req.httpVersionMinor
  again.httpVersion = req.httpVersion
  again.headers = { ...req.headers, ...headers }
  again.push(null)
  return again
}

import { ServerResponse, type IncomingMessage } from 'node:http'

import { captureAnswer, type Captured, type Handler } from './captureAnswer'

/**
 * A public page as Next renders it, whole, before a byte of it is sent: the server around Next
 * finishes it (its Content-Security-Policy with the hashes of its inline scripts, its scripts
 * after the first paint: src/server/front/htmlDocument.ts) and the page cache keeps it. Next has
 * no API for a rendered page (`app.render` writes to the response), so:
 *
 * - the answer is taken from the Node response Next writes it through (./captureAnswer.ts);
 * - a HEAD is rendered as the GET it stands for: Next answers a HEAD with headers and no body,
 *   and that empty page, once kept, was what everyone got; its headers (policy, length) are the
 *   GET's and the body is not sent (src/server/front/preparedAnswer.ts);
 * - it is asked for without Accept-Encoding: Next compresses when asked (`compress`), and the
 *   hashes and the page cache's three encodings need the HTML itself;
 * - a page from Next's own cache (ISR: rendered once, kept until a publish expires its tags) is
 *   told by `s-maxage` in its Cache-Control, the lifetime Next gives what it serves from there
 *   (vercel/next.js docs: "Caching and revalidating", self-hosting): only such a page is kept.
 *
 * Relies on: Next writing through writeHead/write/end, answering HEAD without a body, compressing
 * on request, marking its cached pages `s-maxage`; tests/integration/framework-workarounds.test.ts
 * fails when one of these changes. FRONT_CACHE=0 (src/workarounds/switches.ts) keeps no page: every
 * request renders through Next's own cache (the baseline the bench compares with). The capture
 * has no switch: every public HTML answer's policy is computed from its bytes.
 */
export async function renderWholePage(
  next: Handler,
  req: IncomingMessage,
  res: ServerResponse = new ServerResponse(req),
): Promise<Captured> {
  const head = req.method === 'HEAD'
  if (head) req.method = 'GET'
  const encoding = req.headers['accept-encoding']
  delete req.headers['accept-encoding']
  try {
    return await captureAnswer(next, req, res)
  } finally {
    req.headers['accept-encoding'] = encoding
    if (head) req.method = 'HEAD'
  }
}

/** Whether Next answered from its own cache (the only pages the page cache keeps). */
export function fromNextCache(captured: Captured): boolean {
  return /s-maxage=\d+/.test(String(captured.headers['cache-control'] ?? ''))
}

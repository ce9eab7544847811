import { applyEdits } from '@/shared/htmlBytes'
import { workaroundOn } from './switches'

/**
 * Put back in place what React moved to the end of the page. Since React 19.2 the HTML renderer
 * "outlines" a Suspense boundary that has already finished rendering once the bytes written
 * before it pass `progressiveChunkSize` (12,800; Next gives no way to set it): the boundary's
 * fallback stays in place, its content goes into a `<div hidden id="S:n">` near the end of the
 * document, and a script (`$RC("B:n","S:n")`) moves it into place. Without scripts, and until
 * they run, the content is not on the page: the CV form on /careers and the contact form on
 * /contacts were empty boxes (facebook/react#35460, vercel/next.js#91806, both open; the fix for
 * the Pages Router, vercel/next.js#98690, sets the size to Infinity). The server has the whole
 * document before it sends a byte, so each completed boundary is written where it belongs, as
 * React writes one it did not outline (`<!--$-->content<!--/$-->`); the script, left as it is,
 * then finds nothing to move.
 *
 * Relies on: React's format for a completed boundary sent late: `<!--$?--><template
 * id="B:n"></template>`fallback`<!--/$-->` in place, and `<div hidden id="S:n">`content`</div>`
 * followed at once by the script holding `$RC("B:n","S:n")`. Any other shape (a boundary with
 * stylesheets, `$RR`; content inside an SVG or a table; a segment still pending) is left as React
 * wrote it. tests/integration/framework-workarounds.test.ts fails when React's pages stop
 * outlining in that shape. Off with INLINE_OUTLINED_BOUNDARIES=0.
 */
const segmentClose = Buffer.from('</div>')
const scriptOpen = Buffer.from('<script')
const pendingOpen = Buffer.from('<!--$?-->')
const boundaryClose = Buffer.from('<!--/$-->')
/** Opening comments of a boundary: completed `$`, pending `$?`, client-rendered `$!`, revealed `$~`. */
const boundaryOpen = /<!--\$[?!~]?-->/g

export function inlineOutlinedBoundaries(html: Buffer): Buffer {
  if (!workaroundOn('inlineOutlinedBoundaries')) return html
  let page = html
  for (let call = page.indexOf('$RC("B:'); call >= 0; call = page.indexOf('$RC("B:', call + 1)) {
    const match = /^\$RC\("B:(\d+)","S:\1"\)/.exec(page.toString('latin1', call, call + 40))
    if (!match) continue
    const id = match[1]!
    const inlined = inlineOne(page, id, call)
    if (inlined) {
      page = inlined
      call = 0
    }
  }
  return page
}

/** The page with boundary `id` written in place, or null when its shape is not the known one. */
function inlineOne(html: Buffer, id: string, call: number): Buffer | null {
  const script = html.lastIndexOf(scriptOpen, call)
  const segmentOpen = Buffer.from(`<div hidden id="S:${id}">`)
  const segment = html.indexOf(segmentOpen)
  const contentEnd = script - segmentClose.length
  if (segment < 0 || contentEnd < segment || !html.subarray(contentEnd, script).equals(segmentClose)) return null
  const content = html.subarray(segment + segmentOpen.length, contentEnd)
  if (content.includes('id="P:')) return null
  const template = html.indexOf(`<template id="B:${id}"></template>`)
  const start = template - pendingOpen.length
  if (template < 0 || template > segment || !html.subarray(start, template).equals(pendingOpen)) return null
  const end = boundaryEnd(html, template)
  if (end < 0 || end > segment) return null
  return applyEdits(html, [
    { start, end, with: Buffer.concat([Buffer.from('<!--$-->'), content, boundaryClose]) },
    { start: segment, end: script, with: '' },
  ])
}

/** Where the boundary whose template is at `from` ends (after its `<!--/$-->`), skipping nested boundaries. */
function boundaryEnd(html: Buffer, from: number): number {
  let depth = 1
  let at = from
  while (depth > 0) {
    const close = html.indexOf(boundaryClose, at)
    if (close < 0) return -1
    const between = html.toString('latin1', at, close)
    depth += [...between.matchAll(boundaryOpen)].length - 1
    at = close + boundaryClose.length
  }
  return at
}

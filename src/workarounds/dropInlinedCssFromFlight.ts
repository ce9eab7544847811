import { applyEdits, spans, textOf, type Edit } from '@/shared/htmlBytes'
import { workaroundOn } from './switches'

/**
 * Drop the inlined CSS from the Flight data: with `experimental.inlineCss`, Next writes each
 * stylesheet into a page twice, as a `<style data-href>` in <head> and again as a text row of the
 * page's inline Flight data (the `self.__next_f.push` scripts React hydrates from), about 60 KB
 * of the home page's 280 KB: vercel/next.js#95141 (the stylesheet serialised into every RSC
 * payload) and #98079 (twice into the flight payload); fixes proposed in vercel/next.js#98397
 * and #98084, both open. React never reads the second copy: it adopts the `<style>` already in
 * the document by its `data-href` (react-dom's acquireResource, `style[data-href~="…"]`). So
 * that row is emptied here: a phone downloads, parses and keeps in memory one copy less (home
 * page 279 → 218 KB, 31.7 → 29.6 KB brotli; HTML parse 102 → 79 ms, median of 7).
 *
 * Relies on: Flight text rows (`<id>:T<hex length>,<text>`) inside `self.__next_f.push([1,"…"])`
 * scripts. Only a row that holds exactly the text of one of the page's `<style data-href>`
 * elements, and lies whole inside one push, is touched; anything else is left exactly as Next
 * wrote it. tests/integration/framework-workarounds.test.ts fails when Next's pages stop
 * carrying the copy in that shape. Off with DROP_INLINED_CSS_FROM_FLIGHT=0.
 */
const styleOpen = '<style data-precedence="'
const styleElement = /^<style data-precedence="[^"]*" data-href="[^"]*">/
const pushOpen = '<script>self.__next_f.push('
const pushClose = ')</script>'
const textPush = /^\[1,"(?:[^"\\]|\\.)*"\]$/
const textRowHeader = /(^|\n)([0-9a-f]+):T([0-9a-f]+),/g

/** As Next escapes Flight data for an inline script (htmlEscapeJsonString). */
const scriptSafe = (json: string) =>
  json.replace(/[&<>\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** The page with that Flight row emptied (edited as bytes: ../server/htmlBytes.ts). */
export function dropInlinedCssFromFlight(html: Buffer): Buffer {
  if (!workaroundOn('dropInlinedCssFromFlight')) return html
  const stylesheets = new Set<string>()
  for (const { start, end } of spans(html, styleOpen, '</style>')) {
    const element = textOf(html, start, end - '</style>'.length)
    const open = styleElement.exec(element)
    if (open && element.length > open[0].length) stylesheets.add(element.slice(open[0].length))
  }
  if (!stylesheets.size) return html
  const edits: Edit[] = []
  for (const { start, end } of spans(html, pushOpen, pushClose)) {
    const argument = textOf(html, start + pushOpen.length, end - pushClose.length)
    if (!textPush.test(argument)) continue
    const emptied = withoutStylesheetRows(argument, stylesheets)
    if (emptied !== undefined) edits.push({ start, end, with: `${pushOpen}${emptied}${pushClose}` })
  }
  return applyEdits(html, edits)
}

/** The push's argument with every row that repeats a stylesheet emptied; undefined when none does. */
function withoutStylesheetRows(argument: string, stylesheets: Set<string>): string | undefined {
  let text: string
  try {
    text = (JSON.parse(argument) as [number, string])[1]
  } catch {
    return undefined
  }
  let changed = false
  for (let found = true; found;) {
    found = false
    for (const header of text.matchAll(textRowHeader)) {
      const start = (header.index ?? 0) + header[0].length
      const bytes = Number.parseInt(header[3] ?? '', 16)
      // The row's length counts UTF-8 bytes; a row cut off by the end of this push is left alone.
      const body = Buffer.from(text.slice(start, start + bytes))
        .subarray(0, bytes)
        .toString('utf8')
      if (!bytes || Buffer.byteLength(body) !== bytes || !stylesheets.has(body)) continue
      text = `${text.slice(0, header.index)}${header[1]}${header[2]}:T0,${text.slice(start + body.length)}`
      changed = found = true
      break
    }
  }
  return changed ? scriptSafe(JSON.stringify([1, text])) : undefined
}

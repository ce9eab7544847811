/**
 * A rendered page edited as the bytes it is sent as, not as a JavaScript string. Every new
 * string of a whole page (~270 K characters) cost V8 ~2.8 ms on this machine, the UTF-8
 * decoding as much again, and finishing a page that way (its stylesheet's second copy out, its
 * scripts after the first paint, its policy's hashes) took ~14 ms of the thread that renders:
 * after a publish an instance renders every page anew, and six pages spent ~80 ms on it.
 * Found by `Buffer#indexOf` and cut with `Buffer.concat`, the same edits take ~1 ms; only the
 * small parts that are read (a tag, a Flight push, a stylesheet) become strings.
 */

/** One occurrence of `open` … `close` in `html`: where it starts, where its close ends. */
export type Span = { start: number; end: number }

/** Each `open` … first `close` after it, left to right, not overlapping. */
export function* spans(html: Buffer, open: string, close: string): Generator<Span> {
  for (let start = html.indexOf(open); start >= 0;) {
    const closing = html.indexOf(close, start + open.length)
    if (closing < 0) return
    const end = closing + close.length
    yield { start, end }
    start = html.indexOf(open, end)
  }
}

/** The text of a span (or part of one) as UTF-8. */
export const textOf = (html: Buffer, start: number, end: number) => html.toString('utf8', start, end)

/** A replacement of the bytes `start` … `end` (an empty `with` deletes them). */
export type Edit = Span & { with: string | Buffer }

/** `html` with every edit applied; the edits must not overlap. The same Buffer when there are none. */
export function applyEdits(html: Buffer, edits: Edit[]): Buffer {
  if (edits.length === 0) return html
  const sorted = [...edits].sort((a, b) => a.start - b.start)
  const parts: Buffer[] = []
  let at = 0
  for (const edit of sorted) {
    parts.push(html.subarray(at, edit.start), typeof edit.with === 'string' ? Buffer.from(edit.with) : edit.with)
    at = edit.end
  }
  parts.push(html.subarray(at))
  return Buffer.concat(parts)
}

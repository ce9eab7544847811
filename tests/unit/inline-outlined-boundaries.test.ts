import { describe, expect, it } from 'vitest'

import { inlineOutlinedBoundaries as inlineBytes } from '@/workarounds/inlineOutlinedBoundaries'

/** The workaround edits a page's bytes; these tests write and read pages as text. */
const inline = (html: string) => inlineBytes(Buffer.from(html)).toString('utf8')

/** React's runtime as it precedes the first reveal (shortened). */
const runtime = '$RB=[];$RC=function(a,b){if(b=document.getElementById(b)){}};'

/** A page in React's shape: a boundary outlined in place, its content later in a hidden segment. */
const outlined = (id: number, content: string, fallback = '', before = '') =>
  `<body><main>${before}<div class="box"><!--$?--><template id="B:${id}"></template>${fallback}<!--/$--></div></main>` +
  `<footer>F</footer><div hidden id="S:${id}">${content}</div><script>${id === 0 ? runtime : ''}$RC("B:${id}","S:${id}")</script></body>`

describe('inlineOutlinedBoundaries: what React moved to the end of the page is written in place', () => {
  it('writes a completed boundary where it belongs, as a completed one, and removes its hidden copy', () => {
    const html = inline(outlined(0, '<form><div><input name="a"></div></form>'))
    expect(html).toContain('<div class="box"><!--$--><form><div><input name="a"></div></form><!--/$--></div></main>')
    expect(html).not.toContain('<template id="B:0">')
    expect(html).not.toContain('<div hidden id="S:0">')
    // The script stays; with no segment to find, React's $RC does nothing.
    expect(html).toContain('$RC("B:0","S:0")')
  })

  it('drops the fallback, nested boundaries in it included', () => {
    const html = inline(outlined(0, '<p>Form</p>', '<!--$--><span>Loading</span><!--/$--><b>…</b>'))
    expect(html).toContain('<div class="box"><!--$--><p>Form</p><!--/$--></div>')
    expect(html).not.toContain('Loading')
  })

  it('writes each of several boundaries in place, one inside another’s content too', () => {
    const inner = '<!--$?--><template id="B:1"></template><!--/$-->'
    const page =
      `<body><!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><section>${inner}</section></div>` +
      `<script>${runtime}$RC("B:0","S:0")</script><div hidden id="S:1"><em>deep</em></div><script>$RC("B:1","S:1")</script></body>`
    const html = inline(page)
    expect(html).toContain('<body><!--$--><section><!--$--><em>deep</em><!--/$--></section><!--/$--><script>')
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:/)
  })

  it('leaves alone what is not in the known shape: stylesheets to wait for, a segment still pending, an unknown wrapper', () => {
    const withStyles = outlined(0, '<p>x</p>').replace('$RC("B:0","S:0")', '$RR("B:0","S:0",[["a.css"]])')
    expect(inline(withStyles)).toBe(withStyles)
    const pending = outlined(0, '<p>x</p><template id="P:2"></template>')
    expect(inline(pending)).toBe(pending)
    const svg = outlined(0, '<g></g>')
      .replace('<div hidden id="S:0">', '<svg aria-hidden="true" id="S:0">')
      .replace('</g></div>', '</g></svg>')
    expect(inline(svg)).toBe(svg)
  })

  it('leaves a page with nothing outlined as the same bytes', () => {
    const page = Buffer.from('<body><!--$--><p>in place</p><!--/$--></body>')
    expect(inlineBytes(page)).toBe(page)
  })
})

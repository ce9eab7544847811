import { describe, expect, it, vi } from 'vitest'

import { dropInlinedCssFromFlight as dropInlinedCssFromFlightBytes } from '@/workarounds/dropInlinedCssFromFlight'

/** The workaround edits a page's bytes; these tests write and read pages as text. */
const dropInlinedCssFromFlight = (html: string) => dropInlinedCssFromFlightBytes(Buffer.from(html)).toString('utf8')

const css = '.a{color:red}.b::after{content:"→ <x>"}'
const push = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')})</script>`
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`
const page = (flight: string, style = css) =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/x.css">${style}</style></head><body><main>Привіт</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${flight}</body></html>`
const flightText = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)]
    .map((match) => (JSON.parse(match[1] ?? '[]') as [number, string])[1])
    .join('')

describe('dropInlinedCssFromFlight: the stylesheet travels once, in <head>', () => {
  it('empties the Flight row that repeats a <style data-href>, and keeps every other row as it was', () => {
    const before = `0:{"a":1}\n${row('8', css)}9:["$","style","0",{"precedence":"next","href":"/_next/static/chunks/x.css","children":"$8"}]\na:["$","p",null,{"children":"Текст"}]\n`
    const html = dropInlinedCssFromFlight(page(push(before)))
    expect(flightText(html)).toBe(before.replace(row('8', css), '8:T0,'))
    // Still a safe inline script: no raw < or > inside it, and the <style> in <head> is intact.
    expect(html).toContain(`<style data-precedence="next" data-href="/_next/static/chunks/x.css">${css}</style>`)
    expect(/self\.__next_f\.push\(([^<]*)\)<\/script>/.exec(html)?.[1]).not.toMatch(/[<>]/)
    expect(html).toContain('<main>Привіт</main>')
  })

  it('leaves the page exactly as it was when the row differs, is cut between two pushes, or there is no inlined stylesheet', () => {
    const other = page(push(`${row('8', '.c{}')}`))
    expect(dropInlinedCssFromFlight(other)).toBe(other)
    const text = row('8', css)
    const split = page(push(text.slice(0, 20)) + push(text.slice(20)))
    expect(dropInlinedCssFromFlight(split)).toBe(split)
    const plain =
      '<!DOCTYPE html><html><head></head><body><script>self.__next_f.push([1,"8:T3,abc"])</script></body></html>'
    expect(dropInlinedCssFromFlight(plain)).toBe(plain)
  })

  it('DROP_INLINED_CSS_FROM_FLIGHT=0 leaves the page as Next wrote it', () => {
    const html = page(push(row('8', css)))
    vi.stubEnv('DROP_INLINED_CSS_FROM_FLIGHT', '0')
    try {
      expect(dropInlinedCssFromFlight(html)).toBe(html)
    } finally {
      vi.unstubAllEnvs()
    }
    expect(dropInlinedCssFromFlight(html)).not.toBe(html)
  })
})

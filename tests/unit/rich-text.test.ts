import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/RichText/RichText'

/** Lexical's JSON for a list of two items. */
const list = (listType: 'bullet' | 'number' | 'check', tag: 'ul' | 'ol') => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'list',
        version: 1,
        listType,
        tag,
        start: 1,
        direction: null,
        format: '',
        indent: 0,
        children: ['First', 'Second'].map((text, index) => ({
          type: 'listitem',
          version: 1,
          value: index + 1,
          checked: listType === 'check' ? index === 0 : undefined,
          direction: null,
          format: '',
          indent: 0,
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        })),
      },
    ],
  },
})

const render = (data: ReturnType<typeof list>) =>
  renderToStaticMarkup(createElement(RichText, { data: data as Parameters<typeof RichText>[0]['data'] }))

describe('rich text renders valid HTML lists (ISSUE 23: value on <li> inside <ul>)', () => {
  it('a bulleted list’s items carry no number and no empty class', () => {
    const html = render(list('bullet', 'ul'))
    expect(html).toContain('<ul class="list-bullet"><li>First</li><li>Second</li></ul>')
  })

  it('a numbered list’s items keep their number', () => {
    expect(render(list('number', 'ol'))).toContain(
      '<ol class="list-number"><li value="1">First</li><li value="2">Second</li></ol>',
    )
  })

  it('a check list’s item is a read-only checkbox with its text, not a checkbox role around a checkbox', () => {
    const html = render(list('check', 'ul'))
    expect(html).not.toContain('role="checkbox"')
    expect(html).toMatch(
      /<li class="list-none"><label[^>]*><input type="checkbox"[^>]*checked=""[^>]*\/><span>First<\/span><\/label><\/li>/,
    )
  })
})

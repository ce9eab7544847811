import { describe, expect, it, vi } from 'vitest'

import { paintBeforeScripts as paintBeforeScriptsBytes } from '@/workarounds/paintBeforeScripts'
import { yieldEntryId } from '@/workarounds/yieldBeforeHydration'

/** The workaround edits a page's bytes; these tests write and read pages as text. */
const paintBeforeScripts = (html: string) => paintBeforeScriptsBytes(Buffer.from(html)).toString('utf8')

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><main>Hi</main></body></html>`

describe('paintBeforeScripts: a page paints before its start-up scripts run', () => {
  it('takes each async start-up script and its preload out of <head> and adds them back, in order, after the first paint', () => {
    const head =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><link rel="preload" as="script" href="/_next/static/chunks/other.js"/>'
    const html = paintBeforeScripts(
      page(
        `${head}<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>`,
      ),
    )
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"')
    // Nothing fetches them before the first paint; a preload of another file stays.
    expect(html).not.toContain('href="/_next/static/chunks/a.js"')
    expect(html).not.toContain('href="/_next/static/chunks/b.js"')
    expect(html).toContain('<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>')
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? ''
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]')
    expect(loader).toContain('first-contentful-paint')
    // The page's content comes before the loader.
    expect(html.indexOf('<main>Hi</main>')).toBeLessThan(html.indexOf(loader))
  })

  it('leaves alone what it does not recognise: noModule, ids, other addresses, a page without scripts', () => {
    const head =
      '<script src="/_next/static/chunks/p.js" noModule=""></script><script src="/_next/static/chunks/r.js" id="_R_" async=""></script><script src="/other.js" async=""></script>'
    expect(paintBeforeScripts(page(head))).toBe(page(head))
    expect(paintBeforeScripts(page(''))).toBe(page(''))
  })

  it('runs the scripts even where paint timing is missing or a tab paints nothing (hidden)', () => {
    const html = paintBeforeScripts(page('<script src="/_next/static/chunks/a.js" async=""></script>'))
    expect(html).toContain('requestAnimationFrame')
    expect(html).toMatch(/setTimeout\(go,3000\)/)
  })
})

describe('paintBeforeScripts: the Flight data waits for the first paint too', () => {
  const flight =
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"a\\":\\"\\u003cb\\u003e\\"}\\n"])</script><script>self.__next_f.push([1,"1:[]\\n"])</script>'
  const withFlight = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main>Hi</main>${flight}</body></html>`

  it('turns each push into a JSON data block the parser does not run, and keeps the bootstrap push a script', () => {
    const html = paintBeforeScripts(withFlight)
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(html).not.toContain('<script>self.__next_f.push(')
    const blocks = [...html.matchAll(/<script type="application\/json" data-next-f="">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? ''),
    )
    expect(blocks).toEqual([
      [1, '0:{"a":"<b>"}\n'],
      [1, '1:[]\n'],
    ])
  })

  it('hands the blocks to self.__next_f in order before it adds the start-up scripts', () => {
    const html = paintBeforeScripts(withFlight)
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? ''
    // Runs the loader against a minimal document: paint timing reports at once.
    const pushed: unknown[] = []
    const appended: string[] = []
    const blocks = [...html.matchAll(/<script type="application\/json" data-next-f="">([\s\S]*?)<\/script>/g)].map(
      (match) => ({ textContent: match[1] ?? '' }),
    )
    const self: { __next_f: { push: (value: unknown) => number }; __next_s?: unknown[] } = {
      __next_f: { push: (value: unknown) => pushed.push(value) },
    }
    const document = {
      querySelectorAll: () => blocks,
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (element: { src?: string }) => appended.push(`${element.src}:${pushed.length}`) },
    }
    class PerformanceObserver {
      constructor(private callback: (list: { getEntriesByName: () => unknown[] }) => void) {}
      observe() {
        this.callback({ getEntriesByName: () => [{}] })
      }
    }
    new Function('self', 'document', 'PerformanceObserver', 'setTimeout', loader)(
      self,
      document,
      PerformanceObserver,
      () => undefined,
    )
    expect(pushed).toEqual([
      [1, '0:{"a":"<b>"}\n'],
      [1, '1:[]\n'],
    ])
    expect(appended).toEqual(['/_next/static/chunks/a.js:2'])
    // Next's before-start queue gets yieldBeforeHydration's one empty entry.
    expect(self.__next_s).toEqual([[0, { children: '', id: yieldEntryId }]])
  })

  it('PAINT_BEFORE_SCRIPTS=0 leaves the page as Next wrote it', () => {
    vi.stubEnv('PAINT_BEFORE_SCRIPTS', '0')
    try {
      expect(paintBeforeScripts(withFlight)).toBe(withFlight)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

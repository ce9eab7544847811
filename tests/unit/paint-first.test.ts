import { describe, expect, it } from 'vitest'

import { paintBeforeScripts } from '@/lib/server/paintFirst'

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><main>Hi</main></body></html>`

describe('paintBeforeScripts: a page paints before its start-up scripts run', () => {
  it('turns each async start-up script into a low-priority preload and adds them back, in order, after the first paint', () => {
    const html = paintBeforeScripts(page('<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>'))
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"')
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/a.js"/>')
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/b.js"/>')
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? ''
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]')
    expect(loader).toContain('first-contentful-paint')
    // The page's content comes before the loader.
    expect(html.indexOf('<main>Hi</main>')).toBeLessThan(html.indexOf(loader))
  })

  it('leaves alone what it does not recognise: noModule, ids, other addresses, a page without scripts', () => {
    const head = '<script src="/_next/static/chunks/p.js" noModule=""></script><script src="/_next/static/chunks/r.js" id="_R_" async=""></script><script src="/other.js" async=""></script>'
    expect(paintBeforeScripts(page(head))).toBe(page(head))
    expect(paintBeforeScripts(page(''))).toBe(page(''))
  })

  it('runs the scripts even where paint timing is missing or a tab paints nothing (hidden)', () => {
    const html = paintBeforeScripts(page('<script src="/_next/static/chunks/a.js" async=""></script>'))
    expect(html).toContain('requestAnimationFrame')
    expect(html).toMatch(/setTimeout\(go,3000\)/)
  })
})

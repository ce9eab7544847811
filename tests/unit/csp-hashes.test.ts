import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { inlineScriptHashes, publicPageCsp } from '@/server/csp'

const hash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`

describe('the public pages’ policy allows exactly their inline scripts', () => {
  const greeting = 'console.log("Вітаємо → ✓")'
  const loader = '(function(){var s=["/_next/static/chunks/a.js"]})()'
  const page = Buffer.from(
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>` +
      `<script type="application/ld+json">{"@type":"Organization","name":"Тест"}</script></head>` +
      `<body><main>Привіт</main><script>${greeting}</script>` +
      `<script type="application/json" data-next-f="">[1,"0:{}\\n"]</script><script>${loader}</script></body></html>`,
  )

  it('hashes each executed inline script over its UTF-8 bytes, and nothing with a source or a data block', () => {
    expect(inlineScriptHashes(page)).toEqual([hash(greeting), hash(loader)])
    expect(publicPageCsp(page)).toContain(`script-src 'self' ${hash(greeting)} ${hash(loader)};`)
  })

  it('a page without inline scripts allows only its own origin', () => {
    expect(inlineScriptHashes(Buffer.from('<html><body><p>Текст</p></body></html>'))).toEqual([])
    expect(publicPageCsp(Buffer.alloc(0))).toContain("script-src 'self';")
  })
})

import { expect, hydrated, test } from '../support/site'

/** ISSUE 6: the browser's security model: headers of pages, build scripts and uploads; the CSP. */
test.describe('security headers', () => {
  const expectCommon = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
    expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
  }

  test('public pages and uploads have the common headers, pages a strict CSP; build scripts nosniff', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/en/blog', '/careers']) {
      const response = await request.get(path)
      const headers = response.headers()
      expectCommon(headers)
      const csp = headers['content-security-policy'] ?? ''
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
      expect(scriptSrc).toMatch(/'sha256-/)
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"])
        expect(csp).toContain(directive)
      // No opener policy on public pages: it would start every visit in a fresh renderer process.
      expect(headers['cross-origin-opener-policy']).toBeUndefined()
    }
    expect((await request.get('/admin/login')).headers()['cross-origin-opener-policy']).toBe('same-origin')

    await page.goto('/')
    await hydrated(page)
    const asset = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src^="/_next/static/"]')?.getAttribute('src') ?? '',
    )
    expect(asset).not.toBe('')
    // Document-level headers mean nothing on a script; nosniff does.
    const assetHeaders = (await request.get(asset)).headers()
    expect(assetHeaders['x-content-type-options']).toBe('nosniff')
    expect(assetHeaders['permissions-policy']).toBeUndefined()

    const media = (await (await request.get('/api/media?limit=1&depth=0')).json()) as { docs: { url: string }[] }
    const upload = media.docs[0]?.url ?? ''
    expect(upload).toMatch(/\/api\/media\/file\//)
    const uploaded = await request.get(upload)
    expect(uploaded.status()).toBe(200)
    expectCommon(uploaded.headers())
  })

  test('build scripts go out in brotli to browsers that accept it: the same file, cached for a year', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await hydrated(page)
    const asset = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src^="/_next/static/"]')?.getAttribute('src') ?? '',
    )
    const packed = await request.get(asset, { headers: { 'accept-encoding': 'br' } })
    expect(packed.headers()['content-encoding']).toBe('br')
    expect(packed.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(packed.headers()['x-content-type-options']).toBe('nosniff')
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(await packed.text()).toBe(await plain.text())
    // Nothing outside the build's static folder is reachable through it.
    const escaped = await request.get('/_next/static/..%2F..%2Fpackage.json', { headers: { 'accept-encoding': 'br' } })
    expect(escaped.status()).toBeGreaterThanOrEqual(400)
    expect(await escaped.text()).not.toContain('"dependencies"')
  })

  test('a page renders and hydrates under its CSP without a single violation', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    for (const path of ['/', '/en/careers', '/blog']) {
      await page.goto(path)
      await hydrated(page)
    }
    expect(violations).toEqual([])
  })
})

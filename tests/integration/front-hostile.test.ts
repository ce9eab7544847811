import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageAssets, rawRequest, showsNoServerError } from '../support/front'
import { nextIp } from '../support/http'
import { startTestServer, type TestServer } from '../support/server'

/**
 * ISSUE 15's hostile requests at the front of the site: every method on each kind of address,
 * encodings and aliases of paths, and query-string fan-out. Never a 500 nor a stack trace, a
 * HEAD never has a body, and nothing but a GET is kept in a cache.
 */
let server: TestServer
let kinds: [kind: string, path: string][]

beforeAll(async () => {
  server = await startTestServer()
  const assets = await pageAssets(server.url, '/')
  // The page, the picture and the OG image are asked for by no GET before the last test here.
  kinds = [
    ['a page', '/en/about-us'],
    ['a build file', assets.scripts[0]!],
    ['an optimised image', assets.images.at(-1)!],
    ['an OG image', '/og/en/page/about-us.png'],
    ['a feed', '/feed/en.xml'],
    ['the API', '/api/posts?limit=1&depth=0'],
    ['the admin', '/admin'],
  ]
})

afterAll(async () => {
  await server?.stop()
})

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, path, {
    method,
    headers: { 'X-Forwarded-For': nextIp(), Accept: 'image/avif,image/webp,text/html,*/*', ...headers },
  })

describe('every method on every kind of address', () => {
  // GET is the last test's: nothing before it may have kept these addresses.
  const methods = ['HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'FOO']

  for (const method of methods) {
    it(`${method} on each kind of address answers without a server error${method === 'HEAD' ? ', and without a body' : ''}`, async () => {
      for (const [kind, path] of kinds) {
        const answer = await request(
          method,
          path,
          method === 'POST' || method === 'PUT' || method === 'PATCH' ? { 'Content-Type': 'application/json' } : {},
        )
        expect({ kind, method, status: answer.status, clean: showsNoServerError(answer) }).toEqual({
          kind,
          method,
          status: answer.status,
          clean: true,
        })
        if (method === 'HEAD') expect({ kind, body: answer.text }).toEqual({ kind, body: '' })
      }
    })
  }

  it('a method a page, a build file or an image has no use for is a 405 that names the ones it has', async () => {
    for (const [path, allowed] of [
      ['/en/about-us', 'GET, HEAD, POST'],
      [kinds[1]![1], 'GET, HEAD'],
      [kinds[2]![1], 'GET, HEAD'],
    ] as const) {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const answer = await request(method, path)
        expect({ path, method, status: answer.status, allow: answer.headers.allow }).toEqual({
          path,
          method,
          status: 405,
          allow: allowed,
        })
      }
      const options = await request('OPTIONS', path)
      expect({ path, status: options.status, allow: options.headers.allow }).toEqual({
        path,
        status: 204,
        allow: allowed,
      })
    }
  })

  it('after all of those, the first GET of the page, the image and the OG image is rendered and only the second is kept', async () => {
    for (const [kind, path] of kinds.filter(([kind]) =>
      ['a page', 'an optimised image', 'an OG image'].includes(kind),
    )) {
      const first = await request('GET', path)
      const second = await request('GET', path)
      expect({ kind, first: first.headers['x-cache'], second: second.headers['x-cache'] }).toEqual({
        kind,
        first: 'MISS',
        second: 'HIT',
      })
    }
  })
})

describe('encodings and aliases of paths', () => {
  const cases: [what: string, path: string, statuses: number[]][] = [
    ['a percent-escaped letter of a page', '/en/%64evices', [200]],
    ['a dot segment', '/en/./devices', [200]],
    ['doubled slashes', '//en//devices', [308]],
    ['a trailing slash', '/en/devices/', [308]],
    ['an upper-case locale', '/EN/devices', [307, 404]],
    ['a path that tries to leave the build folder', '/_next/static/../../package.json', [400, 404]],
    ['the same with escaped dots', '/_next/static/%2e%2e/%2e%2e/package.json', [400, 404]],
    ['the same with escaped slashes', '/_next/static/..%2f..%2fpackage.json', [400, 404]],
    ['into the server build', '/_next/static/..%2Fserver%2Fmiddleware-manifest.json', [400, 404]],
    ['a script outside the static folder', '/_next/static/..%2F..%2Fnext.config.js', [400, 404]],
    ['an escaped dot-dot at the root', '/%2e%2e/%2e%2e/etc/passwd', [400, 404]],
    ['an overlong UTF-8 dot', '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd', [400]],
    ['a NUL byte', '/en/devices%00', [200, 400, 404]],
    ['a NUL byte in a build file', '/_next/static/chunks/x.js%00.map', [400, 404]],
    ['an escaped percent sign', '/blog/%25E0', [404]],
    ['a double-escaped post id', '/blog/%2531', [404]],
    ['a Cyrillic slug that does not exist', '/blog/%D1%82%D0%B5%D1%81%D1%82', [404]],
    ['a 4,000-character path', `/${'a'.repeat(4000)}`, [404]],
    ['a 4,000-character file name', `/_next/static/chunks/${'a'.repeat(4000)}.js`, [404]],
    ['a path parameter', '/en/devices;jsessionid=1', [404]],
    ['a backslash', '/en\\devices', [200, 308, 400, 404]],
    ['an escaped backslash', '/en%5cdevices', [404]],
  ]

  for (const [what, path, statuses] of cases) {
    it(`${what} (${path.length > 60 ? `${path.slice(0, 60)}…` : path}) answers ${statuses.join(' or ')}, and is never kept`, async () => {
      const answer = await request('GET', path)
      expect(statuses).toContain(answer.status)
      expect(showsNoServerError(answer)).toBe(true)
      expect(answer.text).not.toMatch(/"name":\s*"b2b-electronics-site"|root:x:0:0|"version":\s*\d|withPayload/)
      // Only the canonical spelling of a page is kept: asked again, an alias is rendered again.
      expect((await request('GET', path)).headers['x-cache']).not.toBe('HIT')
    })
  }

  it('a 2,000-parameter query string is the cached page', async () => {
    await request('GET', '/')
    const answer = await request('GET', `/?${'a=1&'.repeat(2000)}`)
    expect(answer.status).toBe(200)
    expect(answer.headers['x-cache']).toBe('HIT')
  })

  it('no spelling of an address redirects to another site', async () => {
    for (const path of [
      '//evil.example/',
      '//evil.example/%2e%2e',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '/en//evil.example',
      '/blog/%2F%2Fevil.example',
    ]) {
      const answer = await request('GET', path)
      const location = String(answer.headers.location ?? '')
      expect({ path, location: new URL(location || '/', server.url).host }).toEqual({
        path,
        location: new URL(server.url).host,
      })
    }
  })

  it('an escaped line break in the path adds no header', async () => {
    const answer = await request('GET', '/en/devices%0d%0aSet-Cookie:%20injected=1')
    expect(showsNoServerError(answer)).toBe(true)
    expect(String(answer.headers['set-cookie'] ?? '')).not.toMatch(/injected/)
  })
})

describe('query-string fan-out', () => {
  it('300 query strings on pages, images and OG images are answered from the copies of their addresses', async () => {
    const assets = await pageAssets(server.url, '/en')
    const addresses = [
      ['/', (n: number) => `/?a=${n}`],
      ['/en/services', (n: number) => `/en/services?tab=${n}&utm_source=${n}`],
      ['/blog', (n: number) => `/blog?page=${n}`],
      [assets.images[0]!, (n: number) => `${assets.images[0]}&junk=${n}`],
      [assets.og, (n: number) => `${assets.og}?v=${n}`],
    ] as const
    for (const [path, spelled] of addresses) {
      await request('GET', path)
      const plain = await request('GET', path)
      expect({ path, cache: plain.headers['x-cache'] }).toEqual({ path, cache: 'HIT' })
      for (let n = 0; n < 60; n += 1) {
        const answer = await request('GET', spelled(n))
        expect({
          path: spelled(n),
          cache: answer.headers['x-cache'],
          length: answer.headers['content-length'],
        }).toEqual({
          path: spelled(n),
          cache: 'HIT',
          length: plain.headers['content-length'],
        })
      }
    }
  })
})

import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { createByteLru } from '@/shared/byteLru'
import { createNearCache } from '@/server/front/nearCache'
import { pageCacheKey } from '@/server/front/pageKey'
import { createStaticFiles } from '@/server/front/staticFiles'

describe('the byte-bounded store of the front caches', () => {
  it('keeps the bytes it holds under its budget, the least recently used going first', () => {
    const store = createByteLru<string>(1000)
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, key, 100)
    expect(store.get('a')).toBe('a')
    for (let n = 0; n < 8; n += 1) store.set(`n${n}`, 'x', 100)
    expect(store.bytes).toBeLessThanOrEqual(1000)
    // 'a' was read after 'b', 'c' and 'd' were stored: they went first.
    expect(store.get('a')).toBe('a')
    expect([store.get('b'), store.get('c'), store.get('d')]).toEqual([undefined, undefined, undefined])
  })

  it('does not keep a value larger than an eighth of its budget', () => {
    const store = createByteLru<string>(8000)
    store.set('big', 'x', 1001)
    expect(store.get('big')).toBeUndefined()
    expect(store.bytes).toBe(0)
  })

  it('counts a value stored again once', () => {
    const store = createByteLru<string>(10_000)
    store.set('a', 'one', 500)
    store.set('a', 'two', 700)
    expect(store.get('a')).toBe('two')
    expect(store.size).toBe(1)
    expect(store.bytes).toBe(700 + 2)
  })
})

describe('the near cache’s control (clear, bypass) that the purge drives', () => {
  it('clear empties every store, and a value rendered before the clear is not kept after it', () => {
    const cache = createNearCache<string, string>({ pages: 10_000, pictures: 10_000, ogImages: 10_000 })
    cache.pages.set('/', 'page', 10, cache.pages.ticket())
    cache.pictures.set('img', 'picture', 10, cache.pictures.ticket())
    const ticket = cache.pages.ticket()
    cache.control.clear()
    expect(cache.pages.get('/')).toBeUndefined()
    expect(cache.pictures.get('img')).toBeUndefined()
    cache.pages.set('/en', 'stale', 10, ticket)
    expect(cache.pages.get('/en')).toBeUndefined()
  })

  it('while bypassed nothing is answered nor kept, and it starts empty when switched back', () => {
    const cache = createNearCache<string, string>({ pages: 10_000, pictures: 10_000, ogImages: 10_000 })
    cache.pages.set('/', 'before', 10, cache.pages.ticket())
    cache.control.bypass(true)
    expect(cache.control.bypassed).toBe(true)
    expect(cache.pages.get('/')).toBeUndefined()
    cache.pages.set('/', 'during', 10, cache.pages.ticket())
    cache.control.bypass(false)
    expect(cache.pages.get('/')).toBeUndefined()
    cache.pages.set('/', 'after', 10, cache.pages.ticket())
    expect(cache.pages.get('/')).toBe('after')
  })
})

describe('the page cache key: a path in its one canonical spelling', () => {
  it.each([
    ['/', '/'],
    ['/en/devices', '/en/devices'],
    ['/blog/page/2', '/blog/page/2'],
    ['/blog/%D1%82%D0%B5%D1%81%D1%82', '/blog/%D1%82%D0%B5%D1%81%D1%82'],
  ])('%s is kept as %s', (pathname, key) => {
    expect(pageCacheKey(pathname)).toBe(key)
  })

  it.each([
    '/en/%64evices',
    '/%65n',
    '/en//devices',
    '/en/./devices',
    '/en/../en/devices',
    '/en/devices/',
    '/blog/%d1%82',
    '/blog/%',
    '/en/dev ices',
    '/blog/%E0%A4%A',
    '/en/devices%00',
    '/en\\devices',
    "/blog/a'b",
    '/blog/a%20b',
  ])('%s is never kept', (pathname) => {
    expect(pageCacheKey(pathname)).toBeNull()
  })
})

describe('build files in brotli', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'front-static-'))
  fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'static', 'chunks', 'app.js.br'), Buffer.alloc(4096, 7))
  fs.writeFileSync(path.join(dist, 'secret.js.br'), 'outside')
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

  /** A real HTTP server in front of createStaticFiles, recording the body object each answer sent. */
  async function serve(paths: string[]) {
    const serveStatic = createStaticFiles(dist)
    const bodies: unknown[] = []
    const server = http.createServer((req, res) => {
      const end = res.end.bind(res)
      res.end = ((chunk: unknown) => (bodies.push(chunk), end(chunk as Buffer))) as typeof res.end
      if (!serveStatic(req, res, req.url ?? '/')) {
        res.writeHead(404)
        res.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const statuses: number[] = []
    for (const pathname of paths) {
      statuses.push(
        await new Promise<number>((resolve, reject) =>
          http
            .get(
              { port, path: pathname, headers: { 'Accept-Encoding': 'br' } },
              (res) => (res.resume(), resolve(res.statusCode ?? 0)),
            )
            .on('error', reject),
        ),
      )
    }
    server.close()
    return { statuses, bodies }
  }

  it('every spelling of one file is answered from one copy in memory', async () => {
    const spellings = [
      '/_next/static/chunks/app.js',
      '/_next/static/%63hunks/app.js',
      '/_next/static/chunks%2Fapp.js',
      '/_next/static//chunks/app.js',
      '/_next/static/./chunks/app.js',
      '/_next/static/chunks/%61pp.js',
      '/_next/static/x/../chunks/app.js',
    ]
    const { statuses, bodies } = await serve(spellings)
    expect(statuses).toEqual(spellings.map(() => 200))
    expect(new Set(bodies).size).toBe(1)
  })

  it('a path out of the static folder is never read', async () => {
    const { statuses } = await serve([
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/..%2Fsecret.js',
    ])
    expect(statuses).toEqual([404, 404, 404])
  })
})

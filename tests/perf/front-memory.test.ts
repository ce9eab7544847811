import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { drainedGet, inParallel, pageAssets, residentBytes, serverProcess } from '../support/front'
import { startTestServer, type TestServer } from '../support/server'

/**
 * The server's resident memory under addresses made to fill it (issue 15, the front layer): the
 * tests that read a process's memory, apart from the functional ones (tests/integration), run in
 * the same Vitest run, on a server of their own (their figures are its memory only).
 *
 * Done when: 20,000 distinct addresses (aliases of build files, query strings on pages, images
 * and OG images with junk parameters) leave the server's resident memory within 150 MB of where
 * it was after a warm-up, and the popular pages are still answered from the cache; 3,000
 * spellings of one build file are that file and hold no more memory than one.
 */
let server: TestServer
let assets: Awaited<ReturnType<typeof pageAssets>>

beforeAll(async () => {
  server = await startTestServer()
  assets = await pageAssets(server.url, '/')
})

afterAll(async () => {
  await server?.stop()
})

const popular = ['/', '/en', '/en/devices', '/services', '/blog']
const accepts = { 'Accept-Encoding': 'br, gzip', Accept: 'image/avif,image/webp,text/html,*/*' }

describe('memory under 20,000 distinct addresses', () => {
  it(
    'stays within 150 MB of where it started, and the popular pages are still cache hits',
    { timeout: 240_000 },
    async () => {
      const script = assets.scripts[0]!
      const [folder, name] = [script.slice(0, script.lastIndexOf('/') + 1), script.slice(script.lastIndexOf('/') + 1)]
      // 2^(letters) spellings of one file: the n-th escapes the letters whose bit is set in n.
      const alias = (n: number) =>
        `${folder}${[...name].map((char, index) => ((n >> index) & 1 ? `%${char.charCodeAt(0).toString(16)}` : char)).join('')}`
      const addresses = (from: number, count: number) =>
        Array.from({ length: count }, (_, index) => {
          const n = from + index
          switch (n % 5) {
            case 0:
            case 1:
              return alias(n + 1)
            case 2:
              return `${popular[Math.floor(n / 5) % popular.length]}?${n % 2 ? 'utm_source' : 'q'}=${n}`
            case 3:
              return `${assets.images[Math.floor(n / 5) % assets.images.length]}&junk=${n}`
            default:
              return `${assets.og}?v=${n}`
          }
        })
      const visit = (paths: string[]) =>
        inParallel(
          paths.map((path) => () => drainedGet(`${server.url}${path}`, accepts)),
          8,
        )

      // Warm-up: the popular pages, every picture of the home page, and 2,000 of the same kinds
      // (other ones: the spellings run out at 2^16).
      for (const path of [...popular, ...assets.images, assets.og]) await drainedGet(`${server.url}${path}`, accepts)
      await visit(addresses(40_000, 2000))
      const pid = serverProcess(server.pid)
      const before = residentBytes(pid)

      const answers = await visit(addresses(0, 20_000))
      const after = residentBytes(pid)
      expect(answers.filter((answer) => answer.status !== 200).length).toBe(0)
      expect(after - before).toBeLessThan(150 * 1024 * 1024)

      for (const path of popular) {
        const answer = await drainedGet(`${server.url}${path}`, accepts)
        expect({ path, cache: answer.headers['x-cache'] }).toEqual({ path, cache: 'HIT' })
      }
      console.log(
        `[front-memory] resident memory ${(before / 1048576).toFixed(0)} MB → ${(after / 1048576).toFixed(0)} MB after 20,000 addresses`,
      )
    },
  )
})

describe('build files', () => {
  it('3,000 spellings of one build file are that file, and hold no more memory than one', async () => {
    const sizes = await Promise.all(
      assets.scripts.map(async (script) => ({
        script,
        bytes: (await drainedGet(`${server.url}${script}`, { 'Accept-Encoding': 'br' })).bytes,
      })),
    )
    const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!
    const [folder, name] = [
      largest.script.slice(0, largest.script.lastIndexOf('/') + 1),
      largest.script.slice(largest.script.lastIndexOf('/') + 1),
    ]
    // Each number spells the file name with a different set of its letters percent-escaped.
    const spelling = (n: number) =>
      `${folder}${[...name].map((char, index) => ((n >> index) & 1 ? `%${char.charCodeAt(0).toString(16).toUpperCase()}` : char)).join('')}`
    const pid = serverProcess(server.pid)
    const warm = await inParallel(
      Array.from(
        { length: 200 },
        (_, n) => () => drainedGet(`${server.url}${spelling(n + 1)}`, { 'Accept-Encoding': 'br' }),
      ),
      8,
    )
    expect(warm.every((answer) => answer.status === 200 && answer.bytes === largest.bytes)).toBe(true)
    const before = residentBytes(pid)
    const answers = await inParallel(
      Array.from(
        { length: 3000 },
        (_, n) => () => drainedGet(`${server.url}${spelling(n + 201)}`, { 'Accept-Encoding': 'br' }),
      ),
      8,
    )
    const grown = residentBytes(pid) - before
    expect(
      answers.every(
        (answer) =>
          answer.status === 200 && answer.headers['content-encoding'] === 'br' && answer.bytes === largest.bytes,
      ),
    ).toBe(true)
    // Kept once per spelling, the copies alone would take 3,000 × the file (about 100 MB here).
    expect(grown).toBeLessThan(Math.min(25 * 1024 * 1024, (3000 * largest.bytes) / 4))
  })
})

import { base, log, pageSeconds, rounds } from '../lib/config.mjs'
import { wrk } from '../lib/load.mjs'
import { newestPost, startServer, stopServer, waitForOk } from '../lib/server.mjs'

/**
 * The same cached pages as 'cached pages', served with the page cache off (FRONT_CACHE=0): every
 * request goes through Next (routing, the proxy, its own cache of the rendered page), the
 * baseline of what the page cache in front of Next buys in one process (README: the front layer).
 */
export default {
  name: 'next only',
  server: 'own',
  async run(ctx) {
    const server = startServer(ctx.dataDir, { FRONT_CACHE: '0' })
    const pages = []
    try {
      await waitForOk(`${base}/`, Date.now())
      const addresses = ['/', '/en/devices', '/blog', `/blog/${(await newestPost('uk')).slug}`]
      for (const address of addresses) for (let i = 0; i < 3; i += 1) await fetch(`${base}${address}`)
      for (const address of addresses) {
        const runs = []
        for (let round = 0; round < rounds; round += 1) runs.push(await wrk(`${base}${address}`, pageSeconds))
        runs.sort((a, b) => a.rps - b.rps)
        const middle = runs[Math.floor(runs.length / 2)]
        pages.push({
          page: address,
          rps: middle.rps,
          p99: middle.p99,
          errors: runs.reduce((sum, run) => sum + run.errors, 0),
        })
        log(`FRONT_CACHE=0 ${address}: ${middle.rps.toFixed(0)} req/s, p99 ${middle.p99.toFixed(1)} ms`)
      }
    } finally {
      await stopServer(server)
    }
    return { nextOnly: pages }
  },
  rows: ({ nextOnly }) => [
    [
      'cached pages with the page cache off (FRONT_CACHE=0), worst page',
      '— (baseline)',
      `${Math.min(...nextOnly.map((p) => p.rps)).toFixed(0)} req/s, p99 ${Math.max(...nextOnly.map((p) => p.p99)).toFixed(1)} ms`,
      nextOnly.every((p) => p.errors === 0),
    ],
  ],
  details: ({ nextOnly }) => [
    '\n| page, FRONT_CACHE=0 | req/s | p99 ms | errors |\n|---|---|---|---|',
    ...nextOnly.map((p) => `| ${p.page} | ${p.rps.toFixed(0)} | ${p.p99.toFixed(1)} | ${p.errors} |`),
  ],
}

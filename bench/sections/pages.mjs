import fs from 'node:fs'
import path from 'node:path'

import { base, log, nginxPort, pageSeconds, rounds, sleep } from '../lib/config.mjs'
import { pgClient, statsFlushMs, tableReads } from '../lib/database.mjs'
import { againstFile } from '../lib/load.mjs'
import { readableTempDir, runNginx } from '../lib/nginx.mjs'
import { newestPost } from '../lib/server.mjs'

/**
 * Cached pages under wrk (50 connections, from the load core) against nginx serving the same
 * bytes from files on the server's core, the machine's limit; and the database reads of 500
 * cached requests, which must be none.
 */
function startNginx(htmlDir) {
  return runNginx(
    'bench-nginx-',
    `  default_type text/html;
  sendfile on; tcp_nopush on; keepalive_requests 1000000;
  server { listen 127.0.0.1:${nginxPort}; root ${htmlDir}; location / { try_files $uri $uri.html =404; } }`,
  )
}

async function measurePages(dataDir, pages) {
  const htmlDir = readableTempDir('bench-html-')
  const results = []
  for (const [index, pagePath] of pages.entries()) {
    const body = await (await fetch(`${base}${pagePath}`)).text()
    fs.writeFileSync(path.join(htmlDir, `page${index}.html`), body)
  }
  const client = await pgClient(dataDir)
  await sleep(statsFlushMs)
  const before = await tableReads(client)
  for (let i = 0; i < 500; i += 1) await fetch(`${base}${pages[0]}`).then((response) => response.arrayBuffer())
  await sleep(statsFlushMs)
  const queriesPer500 = (await tableReads(client)) - before
  await client.end()

  const nginx = startNginx(htmlDir)
  await sleep(500)
  for (const [index, pagePath] of pages.entries()) {
    const summary = await againstFile(pagePath, `${base}${pagePath}`, `http://127.0.0.1:${nginxPort}/page${index}`, {
      seconds: pageSeconds,
      rounds,
    })
    // Every answer of the machine-limit server must be the page itself, or its figure means nothing.
    const limit = summary.rounds.nginx
    const nginxErrors = limit.reduce((sum, r) => sum + r.errors, 0)
    if (nginxErrors)
      throw new Error(
        `nginx answered ${nginxErrors} of ${limit.reduce((sum, r) => sum + r.requests, 0)} requests for ${pagePath} with an error`,
      )
    results.push(summary)
    log(
      `${pagePath}: ${summary.rps.toFixed(0)} req/s, p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, errors ${summary.errors}; nginx ${summary.nginxRps.toFixed(0)} req/s (${(summary.ratio * 100).toFixed(0)} %)`,
    )
  }
  nginx.child.kill('SIGTERM')
  return { pages: results, dbQueriesFor500CachedRequests: queriesPer500 }
}

export default {
  name: 'cached pages',
  server: 'shared',
  async run(ctx) {
    const pages = ['/', '/en/devices', '/blog', `/blog/${(await newestPost('uk')).slug}`]
    for (const page of pages) await fetch(`${base}${page}`)
    const results = await measurePages(ctx.dataDir, pages)
    log(`database table reads during 500 cached requests: ${results.dbQueriesFor500CachedRequests}`)
    return results
  },
  rows: ({ pages, dbQueriesFor500CachedRequests }) => [
    [
      'cached page throughput, one core (worst page)',
      '≥ 1,200 req/s',
      `${Math.min(...pages.map((p) => p.rps)).toFixed(0)} req/s`,
      Math.min(...pages.map((p) => p.rps)) >= 1200,
    ],
    [
      'cached page p99 at 50 connections (worst page)',
      '≤ 60 ms',
      `${Math.max(...pages.map((p) => p.p99)).toFixed(1)} ms`,
      Math.max(...pages.map((p) => p.p99)) <= 60,
    ],
    [
      'share of nginx serving the same file (worst page)',
      '—',
      `${(Math.min(...pages.map((p) => p.ratio)) * 100).toFixed(0)} %`,
      true,
    ],
    [
      'database table reads for 500 cached requests',
      '0',
      String(dbQueriesFor500CachedRequests),
      dbQueriesFor500CachedRequests === 0,
    ],
  ],
  details: ({ pages }) => [
    '\n| page | req/s | p50 ms | p99 ms | errors | nginx req/s | share |\n|---|---|---|---|---|---|---|',
    ...pages.map(
      (page) =>
        `| ${page.page} | ${page.rps.toFixed(0)} | ${page.p50.toFixed(1)} | ${page.p99.toFixed(1)} | ${page.errors} | ${page.nginxRps.toFixed(0)} | ${(page.ratio * 100).toFixed(0)} % |`,
    ),
  ],
}

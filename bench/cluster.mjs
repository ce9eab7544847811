#!/usr/bin/env node
/**
 * The cluster section of `npm run bench` (issue 16), also runnable alone (`node bench/cluster.mjs`,
 * after a build): two instances of the production build behind nginx (tools/cluster/cluster.ts),
 * instance a pinned to core 0 and b to core 1 with taskset, nginx with one worker per core.
 *  - cached pages through nginx: wrk, 50 connections, median of the rounds, against the same
 *    nginx serving the same HTML as a file (the machine's limit for that page through nginx);
 *  - publish → visible on the other instance: a title changed through A's REST API, B's page
 *    polled every 10 ms until it shows it, 20 times: median and worst.
 * BENCH_QUICK=1 shortens it. Returns (and prints) its figures.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { median, root, sleep } from './lib/config.mjs'
import { againstFile, wrk } from './lib/load.mjs'

/** wrk as the one-process pages', but with two threads and unpinned: the instances hold both cores. */
const wrkBothCores = (url, seconds) => wrk(url, seconds, { threads: 2, pinned: false })

/** nginx serving `dir`'s files (page0.html, …) at /page0, …, with the cluster nginx's worker count. */
function startStaticNginx(harness, dir, port, workers) {
  const conf = `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on; tcp_nopush on; keepalive_requests 1000000;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files $uri $uri.html =404; } }
}
`
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf)
  return harness.startGroup('static nginx', 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')])
}

/**
 * The cluster in three ways, the same pages each time: as it runs (each instance's page cache in
 * front of Next, purged on every publish over Redis), with the page cache off (FRONT_CACHE=0:
 * every request through Next, its own cache shared in Redis), and with nginx's proxy_cache in
 * front instead (each page kept by nginx for a second: no purge, a publish shows when it runs out).
 */
const variants = [
  { name: 'page cache', env: {}, proxyCache: false, publish: true },
  { name: 'FRONT_CACHE=0', env: { FRONT_CACHE: '0' }, proxyCache: false, publish: false },
  { name: 'nginx proxy_cache, FRONT_CACHE=0', env: { FRONT_CACHE: '0' }, proxyCache: true, publish: true },
]

/** Runs the cluster measurements; `log` prints a line. */
export async function benchCluster({
  quick = Boolean(process.env.BENCH_QUICK),
  log = (line) => console.log(`[bench cluster] ${line}`),
} = {}) {
  const { register } = await import('tsx/esm/api')
  register()
  const harness = await import(path.join(root, 'tools', 'cluster', 'cluster.ts'))
  harness.ensureCommands({ nginx: 'nginx', 'redis-server': 'redis-server', wrk: 'wrk', taskset: 'util-linux' }, log)
  const settings = {
    cores: os.cpus().length,
    workers: Math.min(os.cpus().length, 2),
    rounds: quick ? 1 : 3,
    seconds: quick ? 3 : 10,
    publishes: quick ? 5 : 20,
  }
  const results = { instances: 2, nginxWorkers: settings.workers, variants: [] }
  for (const variant of variants) results.variants.push(await benchVariant(harness, variant, settings, log))
  // The first variant's figures keep their old names (the rows of the summary table).
  Object.assign(results, { pages: results.variants[0].pages, publish: results.variants[0].publish })

  console.log(
    '\n| cluster, 2 instances: page through nginx | req/s | p50 ms | p99 ms | errors | nginx serving the file: req/s | share |\n|---|---|---|---|---|---|---|',
  )
  for (const variant of results.variants)
    for (const page of variant.pages)
      console.log(
        `| ${variant.name}: ${page.page} | ${page.rps.toFixed(0)} | ${page.p50.toFixed(1)} | ${page.p99.toFixed(1)} | ${page.errors} | ${page.nginxRps.toFixed(0)} | ${(page.ratio * 100).toFixed(0)} % |`,
      )
  console.log(
    '\n| cluster: publish on A → visible on B | median | worst | not visible within 10 s |\n|---|---|---|---|',
  )
  for (const variant of results.variants.filter((item) => item.publish))
    console.log(
      `| ${variant.name} (${variant.publish.samples.length + variant.publish.missed} publishes) | ${variant.publish.medianMs} ms | ${variant.publish.worstMs} ms | ${variant.publish.missed} |`,
    )
  return results
}

async function benchVariant(harness, variant, { cores, workers, rounds, seconds, publishes }, log) {
  const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' }
  log(
    `${variant.name}: starting the cluster: instance a on core 0, b on core ${cores > 1 ? 1 : 0}, nginx with ${workers} worker(s)…`,
  )
  const started = Date.now()
  const cluster = await harness.startCluster({
    admin,
    cores: cores > 1 ? ['0', '1'] : ['0', '0'],
    nginxWorkers: workers,
    nginxAccessLog: false,
    nginxProxyCache: variant.proxyCache,
    smtp: false,
    // Cached pages must not meet a jobs poll; nothing here sends e-mail.
    env: { DISABLE_JOBS_AUTORUN: '1', ...variant.env },
  })
  log(`${variant.name}: cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s (nginx ${cluster.nginx.url})`)
  const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-html-'))
  fs.chmodSync(htmlDir, 0o755)
  let staticNginx
  const result = { name: variant.name, pages: [], publish: undefined }
  try {
    const { docs } = await (
      await fetch(`${cluster.nginx.url}/api/posts?limit=1&locale=uk&depth=0&sort=-publishedAt`)
    ).json()
    const post = docs[0]
    const pages = ['/', '/en/devices', `/blog/${post.slug}`]
    for (const [index, page] of pages.entries()) {
      // Both instances have it cached (round-robin: two requests each).
      for (let i = 0; i < 4; i += 1) await (await fetch(`${cluster.nginx.url}${page}`)).text()
      fs.writeFileSync(
        path.join(htmlDir, `page${index}.html`),
        await (await fetch(`${cluster.nginx.url}${page}`)).text(),
      )
    }
    const staticPort = await (await import(path.join(root, 'src', 'server', 'embeddedPostgres', 'ports.ts'))).freePort()
    staticNginx = startStaticNginx(harness, htmlDir, staticPort, workers)
    await sleep(500)

    for (const [index, page] of pages.entries()) {
      const summary = await againstFile(
        page,
        `${cluster.nginx.url}${page}`,
        `http://127.0.0.1:${staticPort}/page${index}`,
        { seconds, rounds, run: wrkBothCores },
      )
      result.pages.push(summary)
      log(
        `${variant.name} ${page}: ${summary.rps.toFixed(0)} req/s, p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, errors ${summary.errors}; nginx serving the file ${summary.nginxRps.toFixed(0)} req/s, p99 ${summary.nginxP99.toFixed(1)} ms (${(summary.ratio * 100).toFixed(0)} %)`,
      )
    }

    if (variant.publish)
      result.publish = await measurePublish(
        cluster,
        post,
        publishes,
        (line) => log(`${variant.name}: ${line}`),
        // Through nginx when nginx keeps the pages: that is what visitors then get.
        variant.proxyCache ? cluster.nginx.url : cluster.b.url,
      )
  } finally {
    await staticNginx?.stop('SIGQUIT', 10_000)
    await cluster.stop()
    fs.rmSync(htmlDir, { recursive: true, force: true })
  }
  return result
}

/** Title changes through A's REST API; B's post page polled every 10 ms until it shows each. */
async function measurePublish(cluster, post, count, log, reader) {
  const login = await fetch(`${cluster.a.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cluster.admin),
  })
  const { token } = await login.json()
  if (!token) throw new Error(`admin login on A failed: ${login.status}`)
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const address = `${reader}/blog/${post.slug}`
  const samples = []
  let missed = 0
  for (let round = 0; round < count; round += 1) {
    // B's answer comes from its cache before the change.
    for (let i = 0; i < 2; i += 1) await (await fetch(address)).text()
    const title = `${post.title.replace(/ \[\d+\]$/, '')} [${Date.now()}]`
    const started = Date.now()
    const response = await fetch(`${cluster.a.url}/api/posts/${post.id}?locale=uk`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    if (!response.ok) throw new Error(`publish on A failed: ${response.status} ${await response.text()}`)
    let seen = false
    while (Date.now() - started < 10_000) {
      const html = await (await fetch(address)).text()
      if (html.includes(title.replace(/&/g, '&amp;'))) {
        seen = true
        break
      }
      await sleep(10)
    }
    if (seen) samples.push(Date.now() - started)
    else missed += 1
  }
  const result = { medianMs: median(samples), worstMs: samples.length ? Math.max(...samples) : NaN, samples, missed }
  log(
    `publish on A → visible on B: median ${result.medianMs} ms, worst ${result.worstMs} ms of ${samples.length}${missed ? `; ${missed} not visible within 10 s` : ''}`,
  )
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.chdir(root)
  const results = await benchCluster()
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
  const file = path.join(root, 'bench', 'results', `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify(results, null, 2))
  console.log(`raw results: ${path.relative(root, file)}`)
  process.exit(0)
}

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

/** Runs the cluster measurements; `log` prints a line. */
export async function benchCluster({
  quick = Boolean(process.env.BENCH_QUICK),
  log = (line) => console.log(`[bench cluster] ${line}`),
} = {}) {
  const { register } = await import('tsx/esm/api')
  register()
  const harness = await import(path.join(root, 'tests', 'support', 'cluster.ts'))
  harness.ensureCommands({ nginx: 'nginx', 'redis-server': 'redis-server', wrk: 'wrk', taskset: 'util-linux' }, log)
  const cores = os.cpus().length
  const workers = Math.min(cores, 2)
  const rounds = quick ? 1 : 3
  const seconds = quick ? 3 : 10
  const publishes = quick ? 5 : 20
  const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' }

  log(`starting the cluster: instance a on core 0, b on core ${cores > 1 ? 1 : 0}, nginx with ${workers} worker(s)…`)
  const started = Date.now()
  const cluster = await harness.startCluster({
    admin,
    cores: cores > 1 ? ['0', '1'] : ['0', '0'],
    nginxWorkers: workers,
    nginxAccessLog: false,
    smtp: false,
    // Cached pages must not meet a jobs poll; nothing here sends e-mail.
    env: { DISABLE_JOBS_AUTORUN: '1' },
  })
  log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s (nginx ${cluster.nginx.url})`)
  const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-html-'))
  fs.chmodSync(htmlDir, 0o755)
  let staticNginx
  const results = { instances: cluster.instances.length, nginxWorkers: workers, pages: [], publish: undefined }
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
    const staticPort = await (await import(path.join(root, 'src', 'lib', 'db', 'embedded', 'ports.ts'))).freePort()
    staticNginx = startStaticNginx(harness, htmlDir, staticPort, workers)
    await sleep(500)

    for (const [index, page] of pages.entries()) {
      const summary = await againstFile(
        page,
        `${cluster.nginx.url}${page}`,
        `http://127.0.0.1:${staticPort}/page${index}`,
        { seconds, rounds, run: wrkBothCores },
      )
      results.pages.push(summary)
      log(
        `${page}: ${summary.rps.toFixed(0)} req/s, p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, errors ${summary.errors}; nginx serving the file ${summary.nginxRps.toFixed(0)} req/s, p99 ${summary.nginxP99.toFixed(1)} ms (${(summary.ratio * 100).toFixed(0)} %)`,
      )
    }

    results.publish = await measurePublish(cluster, post, publishes, log)
  } finally {
    await staticNginx?.stop('SIGQUIT', 10_000)
    await cluster.stop()
    fs.rmSync(htmlDir, { recursive: true, force: true })
  }

  console.log(
    '\n| cluster: page through nginx, 2 instances | req/s | p50 ms | p99 ms | errors | nginx serving the file: req/s | p99 ms | share |\n|---|---|---|---|---|---|---|---|',
  )
  for (const page of results.pages)
    console.log(
      `| ${page.page} | ${page.rps.toFixed(0)} | ${page.p50.toFixed(1)} | ${page.p99.toFixed(1)} | ${page.errors} | ${page.nginxRps.toFixed(0)} | ${page.nginxP99.toFixed(1)} | ${(page.ratio * 100).toFixed(0)} % |`,
    )
  const publish = results.publish
  console.log(
    `\n| cluster: publish on A → visible on B | median | worst | not visible within 10 s |\n|---|---|---|---|\n| ${publish.samples.length + publish.missed} publishes | ${publish.medianMs} ms | ${publish.worstMs} ms | ${publish.missed} |`,
  )
  return results
}

/** Title changes through A's REST API; B's post page polled every 10 ms until it shows each. */
async function measurePublish(cluster, post, count, log) {
  const login = await fetch(`${cluster.a.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cluster.admin),
  })
  const { token } = await login.json()
  if (!token) throw new Error(`admin login on A failed: ${login.status}`)
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const address = `${cluster.b.url}/blog/${post.slug}`
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

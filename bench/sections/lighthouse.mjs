import fs from 'node:fs'
import path from 'node:path'

import { base, floorPort, log, median, port, quick, sleep, tools } from '../lib/config.mjs'
import { readableTempDir, runNginx } from '../lib/nginx.mjs'
import { newestPost } from '../lib/server.mjs'

/**
 * Lighthouse (mobile, its defaults) on every route in both languages, the median of several
 * runs each, next to the same pages without their scripts served by nginx: this machine's and
 * this browser's floor for the page.
 */
/**
 * The same pages without their JavaScript, for Lighthouse: each page's HTML as a phone in its
 * language gets it, with every script and script preload taken out, brotli-compressed as the app
 * sends it, served by nginx; everything else the page asks for (fonts, pictures) is passed to
 * the app. What Lighthouse measures there is this machine's and this browser's floor for the
 * page: parsing, styling, laying out and painting it, with no framework.
 */
async function startFloorServer(routes) {
  const dir = readableTempDir('bench-floor-')
  const zlib = await import('node:zlib')
  const addresses = new Map()
  for (const [index, route] of routes.entries()) {
    const html = (
      await (await fetch(`${base}${route}`, { headers: { 'accept-language': pageLanguage(route) } })).text()
    )
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    fs.writeFileSync(
      path.join(dir, `page${index}`),
      zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    )
    addresses.set(route, `http://127.0.0.1:${floorPort}/floor/page${index}`)
  }
  const { child } = runNginx(
    'bench-floor-nginx-',
    `  server {
    listen 127.0.0.1:${floorPort};
    location /floor/ { alias ${dir}/; default_type text/html; add_header Content-Encoding br; add_header Cache-Control "no-store"; }
    location / { proxy_pass ${base}; proxy_set_header Host 127.0.0.1:${port}; }
  }`,
  )
  await sleep(500)
  return { addresses, stop: () => child.kill('SIGTERM') }
}

/** The Accept-Language of a visitor of the route's language. */
const pageLanguage = (route) =>
  route === '/en' || route.startsWith('/en/') ? 'en-US,en;q=0.9' : 'uk-UA,uk;q=0.9,en;q=0.5'

/**
 * Warm-up of a page before it is measured, as a phone would ask for it: its HTML in its own
 * language (so the server's page cache holds it) and the phone-sized pictures it lists (so the
 * image optimiser has made them).
 */
async function warmPage(route) {
  const html = await (await fetch(`${base}${route}`, { headers: { 'accept-language': pageLanguage(route) } })).text()
  const pictures = new Set()
  for (const [, candidate, width] of html.matchAll(/(\/_next\/image\?[^\s"]+) (\d+)w/g))
    if (Number(width) <= 828) pictures.add(candidate.replace(/&amp;/g, '&'))
  for (const picture of pictures)
    await fetch(`${base}${picture}`, { headers: { accept: 'image/avif,image/webp,*/*' } }).then((response) =>
      response.arrayBuffer(),
    )
}

async function measureLighthouse(routes) {
  const { default: lighthouse } = await import(path.join(tools, 'node_modules', 'lighthouse', 'core', 'index.js'))
  const chromeLauncher = await import(path.join(tools, 'node_modules', 'chrome-launcher', 'dist', 'index.js'))
  // Five runs a page: the median of five moves less with a busy moment of the host than of three.
  const runs = quick ? 1 : Number(process.env.BENCH_LH_ROUNDS || 5)
  const floorRuns = quick ? 1 : Number(process.env.BENCH_LH_FLOOR_ROUNDS || 3)
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ]

  /** One Lighthouse run; a run Lighthouse itself could not record (NO_NAVSTART, NO_LCP from a lost trace) is tried again, up to twice. */
  async function lighthouseRun(url, route) {
    for (let attempt = 0; ; attempt += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flags })
      try {
        // A visitor of that language: without it Chromium asks for English and a Ukrainian
        // address would be measured as its redirect to /en.
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          { extends: 'lighthouse:default', settings: { extraHeaders: { 'Accept-Language': pageLanguage(route) } } },
        )
        const lhr = result.lhr
        const unrecorded =
          lhr.runtimeError?.code ??
          (lhr.categories.performance.score === null
            ? (lhr.audits['largest-contentful-paint'].errorMessage ?? 'no score')
            : null)
        if (unrecorded && attempt < 2) {
          log(`lighthouse ${url}: run not recorded (${String(unrecorded).slice(0, 80)}), again`)
          continue
        }
        const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
          (item) => item.resourceType === 'Script',
        )
        return {
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          scripts: scripts.map((item) => ({
            url: item.url.replace(/^https?:\/\/[^/]+/, ''),
            bytes: item.transferSize ?? 0,
          })),
          // Lighthouse's own measure of this machine's speed: TBT is the browser's long tasks
          // scaled by its 4× CPU slowdown, so it moves with the host (a mid-range desktop ≈ 1,000-2,000).
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          failing: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id),
        }
      } finally {
        await chrome.kill()
      }
    }
  }

  const floor = await startFloorServer(routes)
  const results = []
  try {
    for (const route of routes) {
      await warmPage(route)
      // The page and its floor take turns, so both meet the host in the same moods.
      const samples = []
      const floorSamples = []
      for (let run = 0; run < Math.max(runs, floorRuns); run += 1) {
        if (run < runs) samples.push(await lighthouseRun(`${base}${route}`, route))
        if (run < floorRuns) floorSamples.push(await lighthouseRun(floor.addresses.get(route), route))
      }
      const pick = (list, key) => median(list.map((sample) => sample[key]))
      const summary = {
        route,
        performance: pick(samples, 'performance'),
        accessibility: pick(samples, 'accessibility'),
        bestPractices: pick(samples, 'bestPractices'),
        seo: pick(samples, 'seo'),
        fcp: pick(samples, 'fcp'),
        lcp: pick(samples, 'lcp'),
        tbt: pick(samples, 'tbt'),
        cls: pick(samples, 'cls'),
        jsBytes: pick(samples, 'jsBytes'),
        benchmarkIndex: pick(samples, 'benchmarkIndex'),
        failing: [...new Set(samples.flatMap((sample) => sample.failing))],
        floor: {
          performance: pick(floorSamples, 'performance'),
          fcp: pick(floorSamples, 'fcp'),
          lcp: pick(floorSamples, 'lcp'),
          tbt: pick(floorSamples, 'tbt'),
          benchmarkIndex: pick(floorSamples, 'benchmarkIndex'),
          samples: floorSamples,
        },
        samples,
      }
      results.push(summary)
      log(
        `lighthouse ${route}: perf ${summary.performance} a11y ${summary.accessibility} bp ${summary.bestPractices} seo ${summary.seo} LCP ${(summary.lcp / 1000).toFixed(2)} s TBT ${summary.tbt.toFixed(0)} ms CLS ${summary.cls.toFixed(3)} JS ${(summary.jsBytes / 1024).toFixed(1)} KB (machine index ${summary.benchmarkIndex}); without scripts: perf ${summary.floor.performance} LCP ${(summary.floor.lcp / 1000).toFixed(2)} s TBT ${summary.floor.tbt.toFixed(0)} ms`,
      )
    }
  } finally {
    floor.stop()
  }
  return results
}

const worst = (lighthouse, key, pick = Math.min) => pick(...lighthouse.map((entry) => entry[key]))

export default {
  name: 'lighthouse',
  server: 'shared',
  async run() {
    // First among the sections on the shared server, which has done nothing else yet: the load
    // tests leave work behind them (18,000 stored messages and their e-mail jobs for PostgreSQL's
    // autovacuum, a grown heap for V8 to collect) that would otherwise run while the browser measures.
    const routes = [
      '',
      '/b2b',
      '/blog',
      `/blog/${(await newestPost('uk')).slug}`,
      '/careers',
      '/devices',
      '/about-us',
      '/contacts',
      '/services',
      '/guarantee',
      '/processes',
      '/certificates',
    ]
    const enPost = await newestPost('en')
    const enRoutes = routes.map((route) => (route.startsWith('/blog/') ? `/blog/${enPost.slug}` : route))
    const every = [...routes.map((route) => route || '/'), ...enRoutes.map((route) => `/en${route}`)]
    // BENCH_LH_ROUTES='/blog,/en/guarantee' measures only those (a page that missed, again).
    const only = process.env.BENCH_LH_ROUTES?.split(',').map((route) => route.trim())
    return { lighthouse: await measureLighthouse(only ? every.filter((route) => only.includes(route)) : every) }
  },
  rows: ({ lighthouse }) => [
    [
      `Lighthouse performance (worst of ${lighthouse.length})`,
      '≥ 95',
      String(worst(lighthouse, 'performance')),
      worst(lighthouse, 'performance') >= 95,
    ],
    [
      'Lighthouse accessibility / best practices / SEO (worst)',
      '100 / 100 / 100',
      `${worst(lighthouse, 'accessibility')} / ${worst(lighthouse, 'bestPractices')} / ${worst(lighthouse, 'seo')}`,
      worst(lighthouse, 'accessibility') === 100 &&
        worst(lighthouse, 'bestPractices') === 100 &&
        worst(lighthouse, 'seo') === 100,
    ],
    [
      'LCP / TBT / CLS (worst)',
      '≤ 1.8 s / ≤ 100 ms / ≤ 0.02',
      `${(worst(lighthouse, 'lcp', Math.max) / 1000).toFixed(2)} s / ${worst(lighthouse, 'tbt', Math.max).toFixed(0)} ms / ${worst(lighthouse, 'cls', Math.max).toFixed(3)}`,
      worst(lighthouse, 'lcp', Math.max) <= 1800 &&
        worst(lighthouse, 'tbt', Math.max) <= 100 &&
        worst(lighthouse, 'cls', Math.max) <= 0.02,
    ],
    [
      'for reference: the same pages without their scripts (nginx): performance (worst) / LCP / TBT (worst)',
      '—',
      `${Math.min(...lighthouse.map((entry) => entry.floor.performance))} / ${(Math.max(...lighthouse.map((entry) => entry.floor.lcp)) / 1000).toFixed(2)} s / ${Math.max(...lighthouse.map((entry) => entry.floor.tbt)).toFixed(0)} ms`,
      true,
    ],
    [
      'JavaScript on first load, compressed (worst page)',
      '≤ 120 KB',
      `${(worst(lighthouse, 'jsBytes', Math.max) / 1024).toFixed(1)} KB`,
      worst(lighthouse, 'jsBytes', Math.max) <= 120 * 1024,
    ],
  ],
  details: ({ lighthouse }) => [
    '\n| route | perf | a11y | bp | seo | FCP s | LCP s | TBT ms | CLS | JS KB | without scripts: perf / LCP s / TBT ms |\n|---|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouse.map(
      (entry) =>
        `| ${entry.route} | ${entry.performance} | ${entry.accessibility} | ${entry.bestPractices} | ${entry.seo} | ${(entry.fcp / 1000).toFixed(2)} | ${(entry.lcp / 1000).toFixed(2)} | ${entry.tbt.toFixed(0)} | ${entry.cls.toFixed(3)} | ${(entry.jsBytes / 1024).toFixed(1)} | ${entry.floor.performance} / ${(entry.floor.lcp / 1000).toFixed(2)} / ${entry.floor.tbt.toFixed(0)} |`,
    ),
  ],
}

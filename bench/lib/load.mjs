import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { loadCore, median, root } from './config.mjs'

/** One wrk run from the load core: req/s, p50 and p99 (ms), requests and errors (non-2xx/3xx and socket errors). */
export function wrk(url, seconds, connections = 50) {
  const result = spawnSync(
    'taskset',
    ['-c', loadCore, 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url],
    { encoding: 'utf8' },
  )
  const text = result.stdout
  const unit = (value, suffix) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60000 }[suffix] ?? 1)
  const latency = (label) => {
    const match = text.match(new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s|m)`))
    return match ? unit(match[1], match[2]) : NaN
  }
  const rps = Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN)
  const requests = Number(text.match(/(\d+) requests in/)?.[1] ?? 0)
  const non2xx = Number(text.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0)
  const socket = text.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0
  return { rps, p50: latency('50'), p99: latency('99'), requests, errors: non2xx + socketErrors }
}

/**
 * `page` at `target` against the same bytes as a file at `file` (nginx serving it: the machine's
 * limit for that page): `run` (wrk by default) on each for 2 s, then `rounds` runs of `seconds`
 * on each in turn; the medians, the app's errors and every round.
 */
export function againstFile(page, target, file, { seconds, rounds, run = wrk }) {
  run(target, 2)
  run(file, 2)
  const app = []
  const limit = []
  for (let round = 0; round < rounds; round += 1) {
    app.push(run(target, seconds))
    limit.push(run(file, seconds))
  }
  const summary = {
    page,
    rps: median(app.map((r) => r.rps)),
    p50: median(app.map((r) => r.p50)),
    p99: median(app.map((r) => r.p99)),
    errors: app.reduce((sum, r) => sum + r.errors, 0),
    nginxRps: median(limit.map((r) => r.rps)),
    nginxP99: median(limit.map((r) => r.p99)),
    rounds: { app, nginx: limit },
  }
  summary.ratio = summary.rps / summary.nginxRps
  return summary
}

/** One fixed-rate run of bench/fixed-rate.mjs, pinned to the load core like wrk. */
export function fixedRate(load) {
  const result = spawnSync('taskset', ['-c', loadCore, process.execPath, path.join(root, 'bench', 'fixed-rate.mjs')], {
    input: JSON.stringify(load),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`fixed-rate load failed: ${result.stderr}`)
  return JSON.parse(result.stdout)
}

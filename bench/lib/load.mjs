import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { loadCore, median, root } from './config.mjs'

const execFileAsync = promisify(execFile)

/**
 * The load tools run as children the bench awaits, never with spawnSync: a blocked event loop
 * cannot see the server close the bench's idle keep-alive connections (after 65 s), and the next
 * request then went out on a closed one (`fetch failed … EPIPE` at the publish section's sign-in
 * after the cached pages' six minutes of wrk).
 */
async function output(command, args) {
  try {
    return (await execFileAsync(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })).stdout
  } catch (error) {
    // What a failed run printed still counts (its errors are in it); no output is a failure.
    if (error.stdout) return error.stdout
    throw error
  }
}

/**
 * One wrk run: req/s, p50 and p99 (ms), requests and errors (non-2xx/3xx and socket errors).
 * From the load core with one thread (one process measured), or with `threads` and unpinned (the
 * cluster's instances hold both cores).
 */
export async function wrk(url, seconds, { connections = 50, threads = 1, pinned = true } = {}) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', url]
  const text = pinned ? await output('taskset', ['-c', loadCore, 'wrk', ...args]) : await output('wrk', args)
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
export async function againstFile(page, target, file, { seconds, rounds, run = wrk }) {
  await run(target, 2)
  await run(file, 2)
  const app = []
  const limit = []
  for (let round = 0; round < rounds; round += 1) {
    app.push(await run(target, seconds))
    limit.push(await run(file, seconds))
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
export async function fixedRate(load) {
  const child = execFileAsync(
    'taskset',
    ['-c', loadCore, process.execPath, path.join(root, 'bench', 'fixed-rate.mjs')],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  child.child.stdin.end(JSON.stringify(load))
  try {
    return JSON.parse((await child).stdout)
  } catch (error) {
    throw new Error(`fixed-rate load failed: ${error.stderr ?? error.message}`)
  }
}

/**
 * What every part of the benchmark shares: where the project is, how long and on which cores
 * to measure, the ports, the admin account of the measured server, and small helpers.
 *
 * BENCH_QUICK=1 shortens every measurement (for trying the script, not for figures).
 */
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
export const quick = Boolean(process.env.BENCH_QUICK)
export const rounds = quick ? 1 : 3
export const pageSeconds = quick ? 3 : 15
export const port = Number(process.env.BENCH_PORT || 3300)
export const nginxPort = port + 1
export const floorPort = port + 2
export const pgPort = Number(process.env.BENCH_PG_PORT || 54390)
export const base = `http://127.0.0.1:${port}`
export const tools = path.join(root, 'bench', '.tools')
export const cores = os.cpus().length
// The server (and nginx, its reference) on core 0, the load generators on core 1.
export const serverCore = '0'
export const loadCore = cores > 1 ? '1' : '0'
export const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' }
export const log = (line) => console.log(`[bench] ${line}`)

export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

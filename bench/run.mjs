#!/usr/bin/env node
/**
 * `npm run bench`: measures the production server on this machine against its own limit.
 * Builds when needed, installs its tools (Debian nginx and wrk; lighthouse 12 from npm into
 * bench/.tools), starts the server on loopback pinned to core 0 with a fresh embedded
 * database, drives the load from core 1, and reports the median of 3 rounds after a warm-up.
 * Prints a table and writes the raw results to bench/results/<time>.json.
 *
 * BENCH_QUICK=1 shortens every measurement (for trying the script, not for figures).
 *
 * Each measurement is a section (bench/sections/*.mjs), a module whose default export is
 * `{ name, server, run(ctx), rows(results), details?(results) }`:
 * - `server`: 'shared' runs it with the shared server up (one production server on
 *   `ctx.dataDir`, started once and kept between shared sections); 'own' with it stopped, for a
 *   section that starts the servers it measures itself (on the ports of bench/lib/config.mjs);
 * - `run(ctx)` measures and returns what it adds to the results (logged as it goes);
 * - `rows(results)` gives its lines of the summary table: [measure, target, measured, met];
 * - `details(results)`, optional, prints lines after the table.
 * To add a section: write the module and list it in `sections` (the run order) and in `table`
 * (the order of the summary table's rows).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { base, cores, log, quick, root } from './lib/config.mjs'
import { printReport } from './lib/report.mjs'
import { freshDataDir, startServer, stopServer, waitForOk } from './lib/server.mjs'
import { ensureTools } from './lib/tools.mjs'
import backup from './sections/backup.mjs'
import cluster from './sections/cluster.mjs'
import lighthouse from './sections/lighthouse.mjs'
import nextOnly from './sections/nextOnly.mjs'
import pages from './sections/pages.mjs'
import publish from './sections/publish.mjs'
import sendMessage from './sections/sendMessage.mjs'
import startup from './sections/startup.mjs'

// Lighthouse first on the shared server, before the load tests leave work behind them.
// BENCH_SECTIONS='cached pages,send-message' runs only the sections named (by their `name`).
const only = process.env.BENCH_SECTIONS?.split(',').map((name) => name.trim())
const chosen = (section) => !only || only.includes(section.name)
const sections = [startup, lighthouse, pages, sendMessage, publish, backup, nextOnly, cluster].filter(chosen)
const table = [pages, nextOnly, lighthouse, sendMessage, startup, publish, backup, cluster].filter(chosen)

process.chdir(root)
ensureTools()
log('building when needed…')
execFileSync(process.execPath, ['src/server/start.mjs', '--build-only'], { stdio: 'inherit' })

const results = { machine: { cpus: cores, node: process.version, date: new Date().toISOString(), quick } }
const ctx = { dataDir: freshDataDir() }
let server
try {
  for (const section of sections) {
    if (section.server === 'shared' && !server) {
      server = startServer(ctx.dataDir)
      await waitForOk(`${base}/`, Date.now())
    } else if (section.server === 'own' && server) {
      await stopServer(server)
      server = undefined
    }
    Object.assign(results, await section.run(ctx))
  }
} finally {
  if (server) await stopServer(server)
  fs.rmSync(ctx.dataDir, { recursive: true, force: true })
}

results.table = printReport(table, results)
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
const file = path.join(root, 'bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, JSON.stringify(results, null, 2))
log(`raw results: ${path.relative(root, file)}`)

#!/usr/bin/env node
/**
 * How the server is started (`npm start`, `npm run dev`, the tests and the bench). Plain
 * JavaScript, so that it costs a bare Node start:
 * 1. builds when `.next` has no production build or a source is newer than it (`--no-build`
 *    skips this, `--build-only` stops after it);
 * 2. on a single CPU, runs itself again with `--single-threaded-gc` (below);
 * 3. runs the server: in production the build's bundle of src/server/serve.ts (`.next/serve.mjs`,
 *    written by tools/build/server.mjs), which needs no TypeScript loader; in development, or
 *    without that bundle, src/server/serve.ts itself through tsx (about 0.5 s more on one core).
 *
 * On a single CPU (a one-core VM, or a process pinned with taskset) V8's garbage-collector
 * helper threads can only take turns with the thread that answers requests: each major GC then
 * holds every request for about 100 ms. Collecting on the main thread in small steps keeps that
 * to a few ms (bench: send-message p99 62–84 ms → 15–19 ms at 100 req/s on one core). V8 takes
 * the flag only at start, so the launcher runs itself again with it before loading anything.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = process.cwd()
const dev = process.argv.includes('--dev')

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

/** Builds when .next has no production build, or when a source is newer than it. */
function buildIfNeeded() {
  const builtAt = fs.statSync(path.join(root, '.next', 'BUILD_ID'), { throwIfNoEntry: false })?.mtimeMs ?? 0
  const sources = [
    'src',
    'tools',
    'migrations',
    'public',
    'messages',
    'payload.config.ts',
    'next.config.ts',
    'package-lock.json',
  ]
  const newest = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))))
  if (builtAt && builtAt >= newest) return
  console.log(
    `[serve] ${builtAt ? 'sources changed since the last build: building…' : 'no production build yet: building (about a minute)…'}`,
  )
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error('Error: The production build failed (see the output above).')
    process.exit(1)
  }
}

if (os.availableParallelism() === 1 && !process.execArgv.includes('--single-threaded-gc')) {
  const child = spawn(process.execPath, ['--single-threaded-gc', ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} else {
  if (!dev && !process.argv.includes('--no-build')) buildIfNeeded()
  if (process.argv.includes('--build-only')) process.exit(0)
  const bundle = path.join(root, '.next', 'serve.mjs')
  if (!dev && fs.existsSync(bundle)) {
    await import(bundle)
  } else {
    const { register } = await import('tsx/esm/api')
    register()
    await import('./serve.ts')
  }
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * ISSUE 2: one process owns the embedded PostgreSQL and Next. SIGTERM stops Next first, then
 * PostgreSQL, leaving no `postgres` process; a second run reuses the same data. Start-up
 * times are printed (measured, not asserted: performance belongs to the benchmark).
 */
const port = Number(process.env.E2E_PORT || 3210) + 7
const pgPort = 54400 + (port % 100) + 1
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lifecycle-'))
const base = `http://localhost:${port}`

function start(): { child: ChildProcess; output: string[] } {
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'scripts/serve.ts', '--no-build'], {
    env: { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, SERVER_URL: base, DATABASE_URL: '', ADMIN_PASSWORD: 'lifecycle-password-1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  return { child, output }
}

async function firstOk(started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health`)
      if (response.ok) return Date.now() - started
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

const postgresProcesses = () =>
  spawnSync('pgrep', ['-f', `postgres -D ${path.join(dataDir, 'postgres')}`], { encoding: 'utf8' }).stdout.trim()

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test('SIGTERM stops the site then its database, and a second run keeps the data', async () => {
  const first = start()
  const emptyStart = await firstOk(Date.now())
  const created = await (await fetch(`${base}/api/departments?where[key][equals]=sales&locale=en`)).json()
  expect(created.docs[0]?.name).toBe('Sales Team')
  expect(postgresProcesses()).not.toBe('')

  expect(await stop(first.child)).toBe(0)
  const log = first.output.join('')
  expect(log.indexOf('stopping the site, then the database')).toBeGreaterThan(-1)
  expect(postgresProcesses()).toBe('')
  expect(log).not.toMatch(/uncaughtException|terminating connection due to administrator command/)

  const second = start()
  const existingStart = await firstOk(Date.now())
  const again = await (await fetch(`${base}/api/departments?limit=0`)).json()
  expect(again.totalDocs).toBe(9)
  expect(second.output.join('')).not.toMatch(/Initialised a new PostgreSQL/)
  expect(await stop(second.child)).toBe(0)
  expect(postgresProcesses()).toBe('')
  console.log(`start-up to first 200: empty data folder ${emptyStart} ms, existing data folder ${existingStart} ms`)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from '@/server/embeddedPostgres'
import { freePort } from '../support/testDatabase'

/**
 * ISSUE 2: clear one-line errors and a non-zero exit, never a stack dump, for each way the
 * start can fail; and a stale server left by a hard kill is detected and handled.
 */
const folders: string[] = []
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  folders.push(dir)
  return dir
}
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function serve(env: Record<string, string | undefined>) {
  // Every case must fail before Next starts; PORT 9 (discard) keeps a wrongly started server off real ports.
  const cleanEnv = { ...process.env, DATABASE_URL: undefined, PAYLOAD_SECRET: undefined, PORT: '9', ...env }
  const result = spawnSync(process.execPath, ['src/server/start.mjs', '--no-build'], {
    env: Object.fromEntries(Object.entries(cleanEnv).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 30_000,
  })
  const lines = result.stderr.split('\n').filter((line) => line.trim())
  return { status: result.status, lines }
}

describe('starting the server', () => {
  it('an unreachable DATABASE_URL is one clear line and exit 1', () => {
    const { status, lines } = serve({
      DATABASE_URL: 'postgres://app@127.0.0.1:1/app',
      PAYLOAD_SECRET: 'x'.repeat(32),
      DATA_DIR: tempDir('start-'),
    })
    expect(status).toBe(1)
    expect(lines).toEqual([
      expect.stringMatching(
        /^Error: Cannot reach the PostgreSQL server at 127\.0\.0\.1:1\/app \(DATABASE_URL\): ECONNREFUSED\.$/,
      ),
    ])
  })

  it('a production server with DATABASE_URL and no PAYLOAD_SECRET refuses to start', () => {
    const { status, lines } = serve({ DATABASE_URL: 'postgres://app@127.0.0.1:1/app', DATA_DIR: tempDir('start-') })
    expect(status).toBe(1)
    expect(lines).toEqual([expect.stringMatching(/^Error: PAYLOAD_SECRET is not set/)])
  })

  it('a taken port for the embedded PostgreSQL is one clear line', async () => {
    const port = await freePort()
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    try {
      const { status, lines } = serve({ EMBEDDED_PG_PORT: String(port), DATA_DIR: tempDir('start-') })
      expect(status).toBe(1)
      expect(lines).toEqual([
        expect.stringMatching(new RegExp(`^Error: Port ${port} on 127\\.0\\.0\\.1 is already in use`)),
      ])
    } finally {
      blocker.close()
    }
  })

  it('a data folder from another PostgreSQL major version is one clear line', async () => {
    const dataDir = tempDir('start-')
    fs.mkdirSync(path.join(dataDir, 'postgres'), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '16\n')
    const { status, lines } = serve({ EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir })
    expect(status).toBe(1)
    expect(lines).toEqual([
      expect.stringMatching(/^Error: The data folder .* was made by PostgreSQL 16, but this app ships PostgreSQL 18/),
    ])
  })

  it('the zero-config run generates PAYLOAD_SECRET once and keeps it under the data folder', async () => {
    const dataDir = tempDir('start-')
    const { resolveSecret } = await import('@/server/bootstrap')
    const saved = { secret: process.env.PAYLOAD_SECRET, url: process.env.DATABASE_URL, dir: process.env.DATA_DIR }
    try {
      Object.assign(process.env, { DATA_DIR: dataDir })
      delete process.env.PAYLOAD_SECRET
      delete process.env.DATABASE_URL
      const first = resolveSecret()
      delete process.env.PAYLOAD_SECRET
      expect(resolveSecret()).toBe(first)
      expect(first).toMatch(/^[0-9a-f]{64}$/)
      expect(fs.statSync(path.join(dataDir, 'payload-secret')).mode & 0o777).toBe(0o600)
    } finally {
      Object.assign(process.env, { PAYLOAD_SECRET: saved.secret, DATABASE_URL: saved.url, DATA_DIR: saved.dir })
    }
  })

  async function holdDatabase(dataDir: string, port: number) {
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx/esm', 'tools/cluster/holdDatabase.ts', dataDir, String(port)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
      holder.once('exit', (code) => reject(new Error(`holder exited ${code}`)))
    })
    return holder
  }

  it('a database still owned by a running server is refused, not stopped', async () => {
    const dataDir = tempDir('owned-')
    const port = await freePort()
    const holder = await holdDatabase(dataDir, port)
    try {
      await expect(startEmbeddedPostgres({ dataDir, port, log: () => undefined })).rejects.toThrow(
        new RegExp(`is in use by a running process \\(pid ${holder.pid}\\)`),
      )
    } finally {
      holder.kill('SIGTERM')
      await new Promise((resolve) => holder.once('exit', resolve))
    }
  })

  it('a server left running by a hard kill is detected, stopped with a message, and replaced', async () => {
    const dataDir = tempDir('stale-')
    const port = await freePort()
    const holder = await holdDatabase(dataDir, port)
    holder.kill('SIGKILL')
    await new Promise((resolve) => holder.once('exit', resolve))
    const stalePid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
    expect(() => process.kill(stalePid, 0)).not.toThrow()

    const messages: string[] = []
    const handle = await startEmbeddedPostgres({ dataDir, port, log: (line) => messages.push(line) })
    expect(messages.join('\n')).toMatch(new RegExp(`still running \\(pid ${stalePid}\\); stopping it`))
    expect(() => process.kill(stalePid, 0)).toThrow()
    await handle.stop()
    const leftover = spawnSync('pgrep', ['-f', `postgres -D ${path.join(dataDir, 'postgres')}`], { encoding: 'utf8' })
    expect(leftover.stdout.trim()).toBe('')
  })
})

import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { admin, base, pgPort, port, serverCore, sleep } from './config.mjs'

/** A new, empty data folder for the measured server. */
export const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))

/** The production server as `npm start` runs it, pinned to the server's core, on its own embedded database. */
export function startServer(dataDir, extraEnv = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVER_URL: `http://localhost:${port}`,
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    INSECURE_COOKIES: '1',
    // No background job polling: a cached page must show zero database queries.
    DISABLE_JOBS_AUTORUN: '1',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    RATE_LIMIT_MESSAGES_PER_DAY: '1000000',
    RATE_LIMIT_CV_PER_10_MIN: '1000000',
    ...extraEnv,
  }
  const child = spawn('taskset', ['-c', serverCore, process.execPath, 'src/server/start.mjs', '--no-build'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk.toString()))
  child.stderr.on('data', (chunk) => output.push(chunk.toString()))
  return { child, output }
}

/** Milliseconds from `started` to the first 200 of `url`. */
export async function waitForOk(url, started, timeoutMs = 120_000) {
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status === 200) return Date.now() - started
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no 200 from ${url} within ${timeoutMs} ms`)
    await sleep(20)
  }
}

export function stopServer(server) {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve()
    server.child.once('exit', resolve)
    server.child.kill('SIGTERM')
  })
}

/** A token of the measured server's admin account. */
export async function adminToken() {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify(admin),
  })
  const json = await response.json()
  if (!json.token) throw new Error(`admin login failed: ${JSON.stringify(json).slice(0, 200)}`)
  return json.token
}

/** The newest published post in the given language (its slug makes the post routes). */
export async function newestPost(locale = 'uk') {
  const where = locale === 'uk' ? '' : '&where[title][exists]=true'
  const { docs } = await (
    await fetch(`${base}/api/posts?limit=1&locale=${locale}&depth=0&sort=-publishedAt${where}`)
  ).json()
  return docs[0]
}

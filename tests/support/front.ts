import fs from 'node:fs'
import http from 'node:http'

import { httpRequest, readAnswer, type HttpAnswer, type HttpOptions } from './http'

/**
 * For the front layer's tests: the addresses of a real page's build files and pictures, the
 * server's resident memory, and a request that only counts what came back.
 */

/** Build files, optimised-image addresses and the OG image a rendered page refers to. */
export async function pageAssets(baseUrl: string, path = '/') {
  const html = (await httpRequest(`${baseUrl}${path}`)).text
  const scripts = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((match) => match[0]))]
  // In the HTML's attributes (`&amp;`), not in the Flight data's escaped copies (`\u0026`).
  const images = [
    ...new Set([...html.matchAll(/\/_next\/image\?url=[^"\s,\\]+/g)].map((match) => match[0].replaceAll('&amp;', '&'))),
  ].filter((url) => /&w=\d+&q=\d+$/.test(url))
  const og = /\/og\/[a-z]+\/page\/[\w-]+\.png/.exec(html)?.[0]
  const missing = [!scripts.length && 'build file', !images.length && 'optimised image', !og && 'OG image'].filter(
    Boolean,
  )
  if (missing.length || !og) throw new Error(`${path} refers to no ${missing.join(', ')}:\n${html.slice(0, 3000)}`)
  return { scripts, images, og }
}

/** The process that serves: start.mjs itself, or on one CPU the child it runs with --single-threaded-gc. */
export function serverProcess(launcherPid: number): number {
  const children = fs
    .readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
  const server = children.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start.mjs'))
  return server ?? launcherPid
}

/** Resident memory of a process, in bytes (VmRSS). */
export function residentBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!line) throw new Error(`no VmRSS for process ${pid}`)
  return Number(line[1]) * 1024
}

const floodAgent = new http.Agent({ keepAlive: true, maxSockets: 8 })

/** A GET whose body is read and dropped: status, headers and size only. */
export function drainedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: floodAgent }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

/**
 * A request for `path` exactly as written: a URL string would be normalised on the way
 * (`/./`, `%2e%2e`, `\\` resolved), and the server would never see the spelling under test.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers, agent: floodAgent },
      (res) => readAnswer(res).then(resolve, reject),
    )
    req.on('error', reject)
    req.end()
  })
}

/** Runs `tasks` with at most `concurrency` in flight. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const index = next++
        results[index] = await (tasks[index] as () => Promise<T>)()
      }
    }),
  )
  return results
}

/** An answer must never be a server error nor show a stack trace. */
export function showsNoServerError(answer: HttpAnswer): boolean {
  return answer.status < 500 && !/\bat \S+ \(|URIError|TypeError|node_modules|\.next\/server/.test(answer.text)
}

export type { HttpAnswer, HttpOptions }

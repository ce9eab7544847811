import fs from 'node:fs'
import http from 'node:http'

import { httpRequest, type HttpAnswer, type HttpOptions } from './http'

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

/** A GET of many in a flood (eight connections at most): status, headers and size only. */
export async function drainedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  const answer = await httpRequest(url, { headers, agent: floodAgent })
  return { status: answer.status, headers: answer.headers, bytes: answer.body.length }
}

/** A request for `path` exactly as written (httpRequest's `rawPath`: no normalisation on the way). */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  return httpRequest(baseUrl, { ...options, rawPath: path })
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

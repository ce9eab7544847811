import http from 'node:http'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { eventually } from '../support/eventually'
import { httpRequest, postJson, type HttpAnswer } from '../support/http'
import { ensureDepartment, validMessage } from '../support/landing'
import { startPausableProxy, type PausableProxy } from '../support/pausableProxy'
import { getTestPayload } from '../support/payload'
import { startTestServer, type TestServer } from '../support/server'

/**
 * Issue 26: health that tells the truth and a deadline on every wait for the database. The
 * production server reaches PostgreSQL through a proxy that stops forwarding, as a hung server
 * or a cut network looks (every process of the database stopped): liveness still answers,
 * readiness says what failed within 3 s, cached pages keep answering, a form send and an uncached
 * page get a 503 in their language within 10 s, and nothing answered 503 is stored. Resumed, the
 * site works again without a restart. Last, the server is stopped as an orchestrator stops it
 * (SIGTERM) while a send is still arriving.
 */
let payload: Payload
let proxy: PausableProxy
let server: TestServer

beforeAll(async () => {
  payload = await getTestPayload()
  await ensureDepartment(payload, 'sales', ['sales@example.com'])
  const database = new URL(inject('databaseUrl'))
  proxy = await startPausableProxy({ host: database.hostname, port: Number(database.port) })
  server = await startTestServer({ DATABASE_URL: proxy.url(inject('databaseUrl')) })
})

afterAll(async () => {
  proxy?.resume()
  await server?.stop()
  await proxy?.close()
})

/** The answer and how long it took, in ms. */
async function timed(request: Promise<HttpAnswer>): Promise<HttpAnswer & { ms: number }> {
  const started = performance.now()
  const answer = await request
  return { ...answer, ms: performance.now() - started }
}

const storedFrom = async (company: string) =>
  (await payload.count({ collection: 'contact-forms', where: { company: { equals: company } }, overrideAccess: true }))
    .totalDocs

describe('with the database hung', () => {
  it('liveness answers at once, readiness says postgres within 3 s, cached pages answer, a send and an uncached page get a 503 in their language within 10 s, and nothing answered 503 is kept', async () => {
    // Before: ready, and the home page in the page cache (asked twice: the second is a hit).
    expect((await httpRequest(`${server.url}/api/health/ready`)).status).toBe(200)
    await httpRequest(`${server.url}/`)
    expect((await httpRequest(`${server.url}/`)).headers['x-cache']).toBe('HIT')

    proxy.pause()
    const [live, liveHead, ready, cached, send, page] = await Promise.all([
      timed(httpRequest(`${server.url}/api/health/live`)),
      timed(httpRequest(`${server.url}/api/health/live`, { method: 'HEAD' })),
      timed(httpRequest(`${server.url}/api/health/ready`)),
      timed(httpRequest(`${server.url}/`)),
      timed(
        postJson(server.url, '/api/landing/send-message', validMessage({ company: 'Deadline 503 Ltd' }), {
          headers: { 'Accept-Language': 'en' },
        }),
      ),
      timed(httpRequest(`${server.url}/en/blog/a-post-never-rendered-${Date.now()}`)),
    ])
    expect(live.status).toBe(200)
    expect(JSON.parse(live.text)).toMatchObject({ ok: true })
    expect(live.ms).toBeLessThan(1000)
    expect(liveHead.status).toBe(200)
    expect(liveHead.text).toBe('')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.text)).toMatchObject({ ok: false, postgres: false })
    expect(ready.ms).toBeLessThan(3000)
    expect(cached.status).toBe(200)
    expect(cached.ms).toBeLessThan(1000)
    expect(send.status).toBe(503)
    expect(JSON.parse(send.text)).toEqual({
      error: 'The request could not be processed. Please try again.',
      code: 'serverError',
    })
    expect(send.headers['retry-after']).toBe('30')
    expect(send.ms).toBeLessThan(10_000)
    expect(page.status).toBe(503)
    expect(page.text).toContain('<html lang="en">')
    expect(page.text).toContain('The site is temporarily unavailable')
    expect(page.ms).toBeLessThan(10_000)
    // Every answer names its request.
    for (const answer of [live, ready, cached, send, page])
      expect(answer.headers['x-request-id']).toMatch(/^[\w-]{36}$/)

    // The database back: ready again within 10 s, a send is stored once, and the work of the send
    // answered 503 ends without keeping it (the server says how it ended).
    proxy.resume()
    await eventually(
      'readiness back to 200',
      async () => (await httpRequest(`${server.url}/api/health/ready`)).status === 200,
      { timeoutMs: 10_000 },
    )
    const again = await postJson(server.url, '/api/landing/send-message', validMessage({ company: 'Deadline 200 Ltd' }))
    expect(again.status).toBe(200)
    const late = await eventually('the end of the late send’s work', () =>
      server.logs.find((line) => line.includes('/landing/send-message: the work of a send past its deadline ended')),
    )
    expect(late).not.toMatch(/ended with 2\d\d/)
    expect(await storedFrom('Deadline 503 Ltd')).toBe(0)
    expect(await storedFrom('Deadline 200 Ltd')).toBe(1)
  })
})

describe('request ids', () => {
  it('takes the trusted proxy’s X-Request-Id and sends it back, and makes one for a request without', async () => {
    const given = await httpRequest(`${server.url}/api/health/live`, { headers: { 'X-Request-Id': 'nginx-abc123' } })
    expect(given.headers['x-request-id']).toBe('nginx-abc123')
    const malformed = await httpRequest(`${server.url}/`, { headers: { 'X-Request-Id': 'bad id <script>' } })
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('stopping', () => {
  it('on SIGTERM takes no new connection, finishes a send still arriving, stores it, and then ends', async () => {
    const company = 'Sent during the stop Ltd'
    const body = Buffer.from(JSON.stringify(validMessage({ company })))
    // A visitor on a slow line: half of the send has arrived when the server is told to stop.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/landing/send-message`, {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(body.length),
          'X-Forwarded-For': '10.250.9.9',
        },
      })
      request.on('response', (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
      })
      request.on('error', reject)
      request.write(body.subarray(0, body.length / 2))
      setTimeout(() => {
        ended = server.signal('SIGTERM')
        setTimeout(async () => {
          refused = await httpRequest(`${server.url}/api/health/live`).then(
            () => false,
            (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
          )
          request.end(body.subarray(body.length / 2))
        }, 1000)
      }, 300)
    })
    let ended: ReturnType<TestServer['signal']> | undefined
    let refused: boolean | undefined
    const sent = await answer
    expect(refused).toBe(true)
    expect(sent.status).toBe(200)
    expect(JSON.parse(sent.text)).toMatchObject({ ok: true })
    expect(await ended).toEqual({ code: 0, signal: null })
    expect(server.logs.join('\n')).toContain('SIGTERM: stopping the site')
    expect(await storedFrom(company)).toBe(1)
  })
})

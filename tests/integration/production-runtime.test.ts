import http from 'node:http'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { eventually } from '../support/eventually'
import { httpRequest, postJson, type HttpAnswer } from '../support/http'
import { ensureDepartment, validMessage } from '../support/landing'
import { startPausableProxy, type PausableProxy } from '../support/pausableProxy'
import { sample } from '../support/metrics'
import { getTestPayload } from '../support/payload'
import { signInStaff } from '../support/staff'
import { startTestServer, type TestServer } from '../support/server'

/**
 * Issue 26, running it in production: health that tells the truth, a deadline on every wait for
 * the database, request ids, metrics, logs a machine can read, and a stop that loses nothing. The
 * production server reaches PostgreSQL through a proxy that stops forwarding, as a hung server
 * or a cut network looks (every process of the database stopped): liveness still answers,
 * readiness says what failed within 3 s, cached pages keep answering, a form send and an uncached
 * page get a 503 in their language within 10 s, and nothing answered 503 is stored. Resumed, the
 * site works again without a restart. Then its metrics, and last the server is stopped as an
 * orchestrator stops it (SIGTERM) while a send is still arriving, and every line it wrote is read.
 */
const metricsToken = 'scrape-token-0123456789abcdef'
let payload: Payload
let proxy: PausableProxy
let server: TestServer

beforeAll(async () => {
  payload = await getTestPayload()
  await ensureDepartment(payload, 'sales', ['sales@example.com'])
  const database = new URL(inject('databaseUrl'))
  proxy = await startPausableProxy({ host: database.hostname, port: Number(database.port) })
  server = await startTestServer({ DATABASE_URL: proxy.url(inject('databaseUrl')), METRICS_TOKEN: metricsToken })
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
    // …and e-mailed by the jobs queue, which went on by itself.
    const { docs } = await payload.find({
      collection: 'contact-forms',
      where: { company: { equals: 'Deadline 200 Ltd' } },
      overrideAccess: true,
    })
    await eventually(
      'the send after the database came back e-mailed',
      async () =>
        (await payload.findByID({ collection: 'contact-forms', id: docs[0]!.id, overrideAccess: true })).delivery
          ?.state === 'sent',
      { timeoutMs: 15_000, stepMs: 250 },
    )
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

describe('metrics', () => {
  const scrape = (headers: Record<string, string>) => httpRequest(`${server.url}/api/metrics`, { headers })

  it('are never public: a token or an admin’s session, and they change after requests', async () => {
    expect((await scrape({})).status).toBe(401)
    expect((await scrape({ Authorization: 'Bearer not-the-token' })).status).toBe(403)
    const staff = await signInStaff(payload, server.url, 'metrics.test')
    expect((await scrape(staff.sales.headers)).status).toBe(403)
    expect((await scrape(staff.editor.headers)).status).toBe(403)
    const asAdmin = await scrape(staff.admin.headers)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)

    const token = { Authorization: `Bearer ${metricsToken}` }
    const before = (await scrape(token)).text
    const pages = 'site_http_requests_total{kind="pages",status="2xx"}'
    for (const path of ['/', '/en', '/en']) expect((await httpRequest(`${server.url}${path}`)).status).toBe(200)
    await postJson(server.url, '/api/landing/send-message', {}, { ip: '10.250.7.7' })
    const after = (await scrape(token)).text
    expect(sample(after, pages) - sample(before, pages)).toBe(3)
    expect(sample(after, 'site_front_cache_hits_total{cache="pages"}')).toBeGreaterThan(
      sample(before, 'site_front_cache_hits_total{cache="pages"}'),
    )
    for (const name of [
      'site_http_request_duration_seconds_bucket',
      'site_page_render_seconds_count',
      'site_front_cache_bytes{cache="pages"}',
      'site_db_pool_connections{state="total"}',
      'site_jobs{state="waiting"}',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(after, name).toContain(name)
    expect(sample(after, 'site_db_pool_connections{state="total"}')).toBeGreaterThan(0)
  })
})

describe('failed e-mails, from the dashboard', () => {
  it('an admin sends again the e-mails that failed for good; other staff and visitors may not', async () => {
    const staff = await signInStaff(payload, server.url, 'metrics.test')
    const doc = await payload.create({
      collection: 'contact-forms',
      data: {
        ...(validMessage({ company: 'Failed mail Ltd' }) as object),
        status: 'new',
        title: 'x',
        recipients: 'sales@example.com',
      } as never,
      overrideAccess: true,
    })
    const stateOf = async () =>
      (await payload.findByID({ collection: 'contact-forms', id: doc.id, overrideAccess: true })).delivery?.state
    // Its first e-mail goes as every one does (the server's queue); then it is marked as the queue
    // leaves one whose every attempt was refused.
    await eventually('the first e-mail sent', async () => (await stateOf()) === 'sent', {
      timeoutMs: 20_000,
      stepMs: 250,
    })
    await payload.update({
      collection: 'contact-forms',
      id: doc.id,
      data: { delivery: { state: 'failed', attempts: 9, lastError: 'SMTP refused' } },
      overrideAccess: true,
    })
    const retry = (headers: Record<string, string>) =>
      httpRequest(`${server.url}/api/deliveries/retry`, { method: 'POST', headers: { ...headers, Origin: server.url } })
    expect((await retry({})).status).toBe(401)
    expect((await retry(staff.sales.headers)).status).toBe(403)
    const answer = await retry(staff.admin.headers)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toEqual({ queued: 1 })
    await eventually('the failed e-mail sent again', async () => (await stateOf()) === 'sent', {
      timeoutMs: 20_000,
      stepMs: 250,
    })
  })
})

describe('stopping', () => {
  it('on SIGTERM takes no new connection, finishes a send still arriving, stores it, and then ends; every line it wrote is JSON without what visitors typed', async () => {
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
          // A new connection (a kept-alive one is still answered, with Connection: close).
          refused = await httpRequest(`${server.url}/api/health/live`, { agent: false }).then(
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

    // Every line it wrote, from its start to its end, is one JSON object with its time, level and
    // message; each request's access line names its id; nothing a visitor typed is in any.
    const entries = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>)
    for (const entry of entries)
      expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(String), msg: expect.any(String) })
    const access = entries.filter((entry) => entry.msg === 'request')
    expect(access.length).toBeGreaterThan(10)
    for (const entry of access) expect(entry).toMatchObject({ reqId: expect.any(String), status: expect.any(Number) })
    // The jobs queue's lines belong to no request (its timer was made while the first one loaded Payload).
    const jobs = entries.filter((entry) => String(entry.msg).startsWith('Running '))
    expect(jobs.length).toBeGreaterThan(0)
    for (const entry of jobs) expect(entry.reqId).toBeUndefined()
    expect(access).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/landing/send-message', status: 503 }),
    )
    const typedIn = validMessage()
    for (const typed of [typedIn.email, typedIn.name, typedIn.phone, typedIn.company, company])
      expect(server.logs.join('\n')).not.toContain(String(typed))
  })
})

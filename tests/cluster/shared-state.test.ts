import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Cluster } from '../../tools/cluster/cluster'
import { eventually } from '../support/eventually'
import { clientAddress, httpRequest, multipartBody, nextIp, postMultipart, type HttpAnswer } from '../support/http'
import { pdfFile } from '../support/files'
import { eventCounts } from '../support/metrics'
import { startPausableProxy, type PausableProxy } from '../support/pausableProxy'
import { validMessage } from '../support/landing'
import { attemptSignIn, signIn } from '../support/signIn'
import { filesUnder } from '../support/bucket'
import { createStaff, startTestCluster } from '../support/testCluster'

/**
 * Issue 16, tests 3, 4, 6 and 7: what one instance stores or counts, the other sees. Uploads
 * and CVs live in the bucket, rate-limit counters in Redis, sessions and sign-in counters in
 * PostgreSQL and Redis; nginx in front overwrites X-Forwarded-For. One cluster of real
 * processes for the file (nginx, instances a and b, PostgreSQL, Redis, s3rver, an SMTP sink).
 * The instances reach the bucket through a proxy that can stop forwarding (issue 26: S3 hung).
 */

let cluster: Cluster
let s3Proxy: PausableProxy

beforeAll(async () => {
  const s3 = new URL(inject('clusterS3Endpoint'))
  s3Proxy = await startPausableProxy({ host: s3.hostname, port: Number(s3.port) })
  cluster = await startTestCluster({
    env: {
      HR_RECIPIENTS: 'hr-inbox@cluster.test',
      RECIPIENTS_SALES: 'sales-inbox@cluster.test',
      S3_ENDPOINT: s3Proxy.url(s3.origin).replace(/\/$/, ''),
    },
  })
})

afterAll(async () => {
  await cluster?.stop()
  await s3Proxy?.close()
})

/** The bytes of the first attachment of a raw MIME message (nodemailer: base64). */
function attachmentOf(raw: string): Buffer {
  const headerAt = raw.search(/^Content-Disposition: attachment/im)
  expect(headerAt, 'the message has an attachment').toBeGreaterThan(-1)
  const bodyAt = raw.indexOf('\r\n\r\n', headerAt)
  const end = raw.indexOf('\r\n--', bodyAt)
  return Buffer.from(raw.slice(bodyAt + 4, end).replace(/\s+/g, ''), 'base64')
}

const get = (url: string, headers: Record<string, string> = {}) =>
  httpRequest(url, { headers: { 'X-Forwarded-For': nextIp(), ...headers } })

describe('uploads in the bucket', () => {
  it('serves a picture uploaded through A from B (the file, a generated size, /_next/image), keeps it in the bucket and in no data folder, and a delete on B removes it for A', async () => {
    const editor = await createStaff(cluster, 'editor@cluster.test', ['editor'])
    const onA = await signIn(cluster.a.url, editor)
    const gradient =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#0c4a6e"/><stop offset="1" stop-color="#fef3c7"/></linearGradient></defs><rect width="1800" height="1000" fill="url(#g)"/></svg>'
    const picture = await sharp(Buffer.from(gradient)).jpeg({ quality: 80 }).toBuffer()
    const { body, contentType } = multipartBody({ _payload: JSON.stringify({ alt: 'Склад у Львові' }) }, [
      { filename: 'cluster-warehouse.jpg', type: 'image/jpeg', content: picture },
    ])
    const created = await httpRequest(`${cluster.a.url}/api/media?locale=uk`, {
      method: 'POST',
      headers: { Authorization: onA.authorization, 'Content-Type': contentType, 'X-Forwarded-For': nextIp() },
      body,
    })
    expect(created.status, created.text).toBe(201)
    const media = (
      created.json as { doc: { id: number; filename: string; sizes: Record<string, { filename?: string | null }> } }
    ).doc
    const keys = [media.filename, ...Object.values(media.sizes).map((size) => size.filename)]
      .filter(Boolean)
      .map((name) => `media/${name}`)
    expect(keys).toHaveLength(5)
    expect((await cluster.s3.objects('media/')).map((object) => object.key)).toEqual(expect.arrayContaining(keys))

    const address = `/api/media/file/${media.filename}`
    const original = await get(`${cluster.b.url}${address}`)
    expect(original.status).toBe(200)
    expect(original.body.equals(picture)).toBe(true)
    const card = await get(`${cluster.b.url}/api/media/file/${media.sizes.card?.filename}`)
    expect(card.status).toBe(200)
    expect((await sharp(card.body).metadata()).width).toBe(768)
    const optimised = await get(`${cluster.b.url}/_next/image?url=${encodeURIComponent(address)}&w=640&q=75`, {
      Accept: 'image/webp,image/*',
    })
    expect(optimised.status).toBe(200)
    expect(optimised.headers['content-type']).toBe('image/webp')
    expect((await sharp(optimised.body).metadata()).width).toBe(640)

    expect(filesUnder(cluster.a.dataDir)).toEqual([])
    expect(filesUnder(cluster.b.dataDir)).toEqual([])

    // A's session works on B (the secret and the sessions are shared).
    const deleted = await httpRequest(`${cluster.b.url}/api/media/${media.id}`, {
      method: 'DELETE',
      headers: { Authorization: onA.authorization, 'X-Forwarded-For': nextIp() },
    })
    expect(deleted.status, deleted.text).toBe(200)
    expect((await get(`${cluster.a.url}${address}`)).status).toBe(404)
    const left = (await cluster.s3.objects('media/')).map((object) => object.key)
    expect(left.filter((key) => keys.includes(key))).toEqual([])
  })

  it('keeps a CV sent through A private: anonymous through nginx is refused without a redirect, HR on B downloads the same bytes as an attachment, HR’s e-mail carries them, and nginx never reaches the S3 server', async () => {
    const content = pdfFile('Cluster CV of Олена')
    const sent = await postMultipart(
      cluster.a.url,
      { name: 'Олена Коваль', email: 'olena@example.org', accept: 'true' },
      [{ filename: 'cv.pdf', type: 'application/pdf', content }],
    )
    expect(sent.status, sent.text).toBe(200)
    const id = (sent.json as { id: number }).id

    const hr = await createStaff(cluster, 'hr@cluster.test', ['hr'])
    const hrOnB = await signIn(cluster.b.url, hr)
    const doc = await get(`${cluster.b.url}/api/cv-submissions/${id}?depth=0`, { Authorization: hrOnB.authorization })
    expect(doc.status, doc.text).toBe(200)
    const filename = (doc.json as { filename: string }).filename
    expect((await cluster.s3.read(`cv/${filename}`)).equals(content)).toBe(true)

    const address = `/api/cv-submissions/file/${encodeURIComponent(filename)}`
    const s3Ports = `(${cluster.s3.port}|${new URL(s3Proxy.url(cluster.s3.endpoint)).port})`
    const s3Address = new RegExp(`127\\.0\\.0\\.1:${s3Ports}|localhost:${s3Ports}`)
    const anonymous = await httpRequest(`${cluster.nginx.url}${address}`, { from: clientAddress() })
    expect([401, 403]).toContain(anonymous.status)
    expect(anonymous.headers.location).toBeUndefined()
    expect(anonymous.body.includes(content)).toBe(false)
    expect(anonymous.text).not.toMatch(s3Address)

    const download = await get(`${cluster.b.url}${address}`, { Authorization: hrOnB.authorization })
    expect(download.status).toBe(200)
    expect(download.headers['content-disposition']).toMatch(/^attachment/)
    expect(download.headers.location).toBeUndefined()
    expect(download.body.equals(content)).toBe(true)
    // And through nginx, whichever instance answers.
    for (let round = 0; round < 2; round += 1) {
      const throughNginx = await httpRequest(`${cluster.nginx.url}${address}`, {
        from: clientAddress(),
        headers: { Authorization: hrOnB.authorization },
      })
      expect(throughNginx.status).toBe(200)
      expect(throughNginx.body.equals(content)).toBe(true)
      expect(JSON.stringify(throughNginx.headers)).not.toMatch(s3Address)
    }

    const mail = await eventually('HR’s e-mail', () =>
      cluster.smtp?.mails.find((item) => item.submissionId === `cv-submissions/${id}`),
    )
    expect(mail.to).toEqual(['hr-inbox@cluster.test'])
    expect(attachmentOf(mail.raw).equals(content)).toBe(true)

    // nginx only ever spoke to the instances.
    const instances = new Set(cluster.instances.map((instance) => `127.0.0.1:${instance.port}`))
    const upstreams = new Set(
      cluster.nginx
        .accessLog()
        .flatMap((entry) => entry.upstream.split(/,\s*/).filter((upstream) => upstream && upstream !== '-')),
    )
    expect(upstreams.size).toBeGreaterThan(0)
    expect([...upstreams].filter((upstream) => !instances.has(upstream))).toEqual([])
    expect(filesUnder(cluster.a.dataDir)).toEqual([])
    expect(filesUnder(cluster.b.dataDir)).toEqual([])
  })
})

describe('rate limits in Redis', () => {
  const sendMessage = (from: string, headers: Record<string, string> = {}) =>
    httpRequest(`${cluster.nginx.url}/api/landing/send-message`, {
      method: 'POST',
      from,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(validMessage({ locale: 'en' })),
    })

  it('answers the 6th message within a minute from one client with a 429 whichever instance answers, and a forged X-Forwarded-For changes nothing; nginx’s request id comes back on each answer', async () => {
    const client = clientAddress()
    const accepted: HttpAnswer[] = []
    for (let message = 1; message <= 5; message += 1) accepted.push(await sendMessage(client))
    expect(accepted.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const served = () => cluster.nginx.accessLog().filter((entry) => entry.client === client)
    expect(new Set(served().map((entry) => entry.upstream)).size, 'both instances took messages').toBe(2)
    // One id follows each request from nginx to the instance and back (X-Request-Id); nginx logs
    // a request once it has answered it.
    const ids = await eventually('nginx logged the five sends', () => {
      const logged = served().map((entry) => entry.requestId)
      return logged.length === 5 && logged
    })
    expect(accepted.map((answer) => answer.headers['x-request-id'])).toEqual(ids)
    for (const answer of accepted) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)

    // Over the limit on both instances, with or without a made-up address in front.
    const forged = ['203.0.113.7', '198.51.100.1, 203.0.113.8', '']
    const refused: HttpAnswer[] = []
    for (const header of forged) refused.push(await sendMessage(client, header ? { 'X-Forwarded-For': header } : {}))
    for (const answer of refused) {
      expect(answer.status, answer.text).toBe(429)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
      expect((answer.json as { error?: string }).error).toEqual(expect.any(String))
    }
    const refusedBy = new Set(
      served()
        .filter((entry) => entry.status === 429)
        .map((entry) => entry.upstream),
    )
    expect(refusedBy.size, 'both instances refused').toBe(2)

    // The limit is the client's, not everybody's.
    expect((await sendMessage(clientAddress())).status).toBe(200)
  })
})

describe('sessions and sign-in limits', () => {
  it('a session made on A works on B, and a logout on B ends it on A', async () => {
    const user = await createStaff(cluster, 'sales@cluster.test', ['sales'])
    const session = await signIn(cluster.a.url, user)
    // As the browser sends it: the cookie, from a page of the site's origin (nginx's).
    const me = async (baseUrl: string) =>
      (await get(`${baseUrl}/api/users/me`, { Cookie: session.cookie, Origin: cluster.url })).json as {
        user: { email: string } | null
      }
    expect((await me(cluster.b.url)).user?.email).toBe(user.email)
    expect((await me(cluster.a.url)).user?.email).toBe(user.email)

    const logout = await httpRequest(`${cluster.b.url}/api/users/logout`, {
      method: 'POST',
      headers: {
        Cookie: session.cookie,
        Origin: cluster.url,
        'X-Forwarded-For': nextIp(),
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
    expect(logout.status, logout.text).toBe(200)
    expect((await me(cluster.a.url)).user).toBeNull()
    expect((await me(cluster.b.url)).user).toBeNull()
    // Nor does the token itself open anything on A any more.
    expect((await get(`${cluster.a.url}/api/users/me`, { Authorization: session.authorization })).json).toMatchObject({
      user: null,
    })
  })

  it('five failed sign-ins of one address spread over A and B refuse that address on the account on both; the owner elsewhere still signs in on both (src/lib/auth/limits.ts)', async () => {
    const user = await createStaff(cluster, 'editor-2@cluster.test', ['editor'])
    const ip = nextIp()
    const login = (baseUrl: string, password: string, address = ip) =>
      attemptSignIn(baseUrl, { email: user.email, password }, { ip: address })
    const failures: number[] = []
    for (let attempt = 1; attempt <= 5; attempt += 1)
      failures.push((await login(attempt % 2 ? cluster.a.url : cluster.b.url, `wrong-${attempt}`)).status)
    expect(failures).toEqual([401, 401, 401, 401, 401])

    // Even the right password is refused now, from that address, on either instance.
    for (const instance of [cluster.a, cluster.b]) {
      const refused = await login(instance.url, user.password)
      expect(refused.status, `${instance.id}: ${refused.text}`).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
    // The owner, from another address.
    const owner = nextIp()
    for (const instance of [cluster.a, cluster.b])
      expect((await login(instance.url, user.password, owner)).status, instance.id).toBe(200)
  })
})

describe('S3 hung, then back', () => {
  it('readiness answers 503 naming s3 within 3 s on each instance while liveness and pages answer, a picture gets a 503 in its language within its deadline, the failures are counted, and both are ready again once S3 answers', async () => {
    const auth = { Authorization: (await signIn(cluster.a.url, cluster.admin)).authorization }
    const picture = `/api/media/file/${(await cluster.s3.objects('media/'))[0]!.key.slice('media/'.length)}`
    for (const instance of cluster.instances)
      expect((await get(`${instance.url}/api/health/ready`)).status, instance.id).toBe(200)

    s3Proxy.pause()
    try {
      for (const instance of cluster.instances) {
        const started = performance.now()
        const ready = await get(`${instance.url}/api/health/ready`)
        const readyMs = performance.now() - started
        expect(ready.status, instance.id).toBe(503)
        expect(ready.json).toMatchObject({ ok: false, postgres: true, redis: true, s3: false, instance: instance.id })
        expect(readyMs, instance.id).toBeLessThan(3000)
        expect((await get(`${instance.url}/api/health/live`)).status, instance.id).toBe(200)
        const scraped = await get(`${instance.url}/api/metrics`, auth)
        expect(scraped.status).toBe(200)
        expect(eventCounts(scraped.text, 's3_errors').total, instance.id).toBeGreaterThanOrEqual(1)
      }
      // A picture the bucket does not give: the S3 deadline (5 s without a byte, tried twice),
      // then a 503 the visitor's browser may try again, not the adapter's plain 500.
      const started = performance.now()
      const unavailable = await get(`${cluster.a.url}${picture}`, { 'Accept-Language': 'en' })
      expect(performance.now() - started).toBeLessThan(15_000)
      expect(unavailable.status).toBe(503)
      expect(unavailable.headers['retry-after']).toBe('30')
      expect(unavailable.json).toEqual({
        error: 'The file is not available right now. Please try again later.',
        code: 'fileUnavailable',
      })
      // The pages come from the database and the caches, not the bucket.
      for (const page of ['/', '/en', '/blog', '/en/blog'])
        expect((await httpRequest(`${cluster.nginx.url}${page}`, { from: clientAddress() })).status, page).toBe(200)
    } finally {
      s3Proxy.resume()
    }
    for (const instance of cluster.instances)
      await eventually(
        `${instance.id} ready again`,
        async () => (await get(`${instance.url}/api/health/ready`)).status === 200,
        { timeoutMs: 15_000, stepMs: 100 },
      )
    expect((await get(`${cluster.b.url}${picture}`)).status).toBe(200)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CvSubmission, Media } from '@/payload-types'
import { httpRequest, multipartBody, postMultipart } from '../support/http'
import { pdfFile } from '../support/files'
import { eventCounts } from '../support/metrics'
import { eventually } from '../support/eventually'
import { ensureUser, getTestPayload } from '../support/payload'
import { attemptSignIn, sessionOf } from '../support/signIn'
import { expectSeededPicturesInBucket, filesUnder, keysOf } from '../support/bucket'
import { staffPassword } from '../support/staff'
import { startS3Server, type TestS3 } from '../../tools/cluster/s3'
import { startTestServer, type TestServer } from '../support/server'
import { startSmtpServer, type TestSmtp } from '../../tools/cluster/smtpSink'
import { freePort } from '../support/testDatabase'

/**
 * Uploads in an S3-compatible bucket (s3rver here): the production server started with S3
 * settings keeps media, their sizes and CVs in the bucket, serves them through Payload's file
 * route with its access rules, and writes none of them to its data folder.
 */

const dataDirs: string[] = []
const freshDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-s3-data-'))
  dataDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => httpRequest(url, { headers })

/** A staff member signs in (a step of the tests' stories: its status is asserted); their token. */
async function login(server: TestServer, email: string): Promise<string> {
  const answer = await attemptSignIn(server.url, { email, password: staffPassword })
  expect(answer.status, answer.text).toBe(200)
  return sessionOf(answer, email).token
}

/** The bytes of the first attachment of a raw MIME message (nodemailer: base64). */
function attachmentOf(raw: string): Buffer {
  const headerAt = raw.search(/^Content-Disposition: attachment/im)
  expect(headerAt, 'the message has an attachment').toBeGreaterThan(-1)
  const bodyAt = raw.indexOf('\r\n\r\n', headerAt)
  const end = raw.indexOf('\r\n--', bodyAt)
  return Buffer.from(raw.slice(bodyAt + 4, end).replace(/\s+/g, ''), 'base64')
}

describe('a server with S3 settings', () => {
  let s3: TestS3
  let smtp: TestSmtp
  let server: TestServer
  let payload: Payload
  let dataDir: string

  beforeAll(async () => {
    ;[s3, smtp, payload] = await Promise.all([startS3Server(), startSmtpServer(), getTestPayload()])
    await Promise.all([
      ensureUser(payload, 'editor@staff.test', ['editor']),
      ensureUser(payload, 'hr@staff.test', ['hr']),
      ensureUser(payload, 'sales@staff.test', ['sales']),
    ])
    dataDir = freshDataDir()
    server = await startTestServer({
      ...s3.env,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      HR_RECIPIENTS: 'hr-inbox@dept.test',
    })
  })

  afterAll(async () => {
    await server?.stop()
    await Promise.all([s3?.stop(), smtp?.stop()])
  })

  it('reports in /api/health that the bucket answers', async () => {
    const health = await get(`${server.url}/api/health`)
    expect(JSON.parse(health.body.toString())).toEqual({ ok: true, postgres: true, s3: true })
  })

  it('stores an editor’s picture and its sizes in the bucket, serves them at /api/media/file/… and through /_next/image, writes nothing to the data folder, and deletes the objects with the document', async () => {
    const token = await login(server, 'editor@staff.test')
    // A gradient, so that a crop around another focal point is another picture.
    const gradient =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#022c22"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="1800" height="1000" fill="url(#g)"/></svg>'
    const picture = await sharp(Buffer.from(gradient)).jpeg({ quality: 80 }).toBuffer()
    const { body, contentType } = multipartBody({ _payload: JSON.stringify({ alt: 'Склад у Києві' }) }, [
      { filename: 'warehouse-s3.jpg', type: 'image/jpeg', content: picture },
    ])
    const created = await httpRequest(`${server.url}/api/media?locale=uk`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': contentType },
      body,
    })
    expect(created.status, created.text).toBe(201)
    const media = (created.json as { doc: Media }).doc

    // The original and every generated size, under the media folder of the bucket.
    const keys = keysOf(media)
    expect(keys).toHaveLength(5)
    const stored = (await s3.objects('media/')).map((object) => object.key)
    expect(stored).toEqual(expect.arrayContaining(keys))
    expect(await s3.read(`media/${media.filename}`)).toEqual(picture)

    // Same addresses as on local disk, answered from the bucket.
    const address = `/api/media/file/${media.filename}`
    expect(media.url).toBe(`${server.url}${address}`)
    const original = await get(media.url!)
    expect(original.status).toBe(200)
    expect(original.headers['content-type']).toBe('image/jpeg')
    expect(original.body.equals(picture)).toBe(true)
    const card = media.sizes!.card!
    expect(card.url).toBe(`${server.url}/api/media/file/${card.filename}`)
    const cardFile = await get(card.url!)
    expect(cardFile.status).toBe(200)
    expect(cardFile.body.equals(await s3.read(`media/${card.filename}`))).toBe(true)
    expect((await sharp(cardFile.body).metadata()).width).toBe(768)

    const optimised = await get(`${server.url}/_next/image?url=${encodeURIComponent(address)}&w=640&q=75`, {
      Accept: 'image/webp,image/*',
    })
    expect(optimised.status).toBe(200)
    expect(optimised.headers['content-type']).toBe('image/webp')
    expect((await sharp(optimised.body).metadata()).width).toBe(640)

    // A new focal point, sent as the admin sends it, re-crops the sizes from the original, which
    // Payload fetches from its own file route.
    const thumbnailBefore = await s3.read(`media/${media.sizes!.thumbnail!.filename}`)
    const refocused = await httpRequest(
      `${server.url}/api/media/${media.id}?locale=uk&uploadEdits[focalPoint][x]=5&uploadEdits[focalPoint][y]=50`,
      {
        method: 'PATCH',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ focalX: 5, focalY: 50 }),
      },
    )
    expect(refocused.status, refocused.text).toBe(200)
    const refocusedDoc = (refocused.json as { doc: Media }).doc
    expect(refocusedDoc.focalX).toBe(5)
    const thumbnailAfter = await s3.read(`media/${refocusedDoc.sizes!.thumbnail!.filename}`)
    expect(thumbnailAfter.equals(thumbnailBefore)).toBe(false)

    expect(filesUnder(dataDir)).toEqual([])

    const deleted = await httpRequest(`${server.url}/api/media/${media.id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
    expect(deleted.status).toBe(200)
    const left = (await s3.objects('media/')).map((object) => object.key)
    const refocusedKeys = keysOf(refocusedDoc)
    expect(left.filter((key) => keys.includes(key) || refocusedKeys.includes(key))).toEqual([])
    expect((await get(media.url!)).status).toBe(404)
  })

  it('keeps a CV in the bucket, private: anonymous and sales are refused without a redirect, HR downloads the same bytes as an attachment, and HR’s e-mail carries them', async () => {
    const content = pdfFile('S3 stored CV of Олена')
    const answer = await postMultipart(
      server.url,
      { name: 'Олена Коваль', email: 'olena@example.org', accept: 'true' },
      [{ filename: 'cv.pdf', type: 'application/pdf', content }],
    )
    expect(answer.status, answer.text).toBe(200)
    const id = (answer.json as { id: number }).id
    const doc = (await payload.findByID({ collection: 'cv-submissions', id, overrideAccess: true })) as CvSubmission
    expect((await s3.read(`cv/${doc.filename}`)).equals(content)).toBe(true)

    const fileUrl = `${server.url}/api/cv-submissions/file/${doc.filename}`
    const refused = [
      ['anonymous', await get(fileUrl)],
      ['sales', await get(fileUrl, { Authorization: `JWT ${await login(server, 'sales@staff.test')}` })],
    ] as const
    for (const [who, response] of refused) {
      expect([401, 403], who).toContain(response.status)
      expect(response.headers.location, who).toBeUndefined()
      expect(response.body.includes(content), who).toBe(false)
    }
    // The public media route builds keys under media/ only: no name or prefix reaches a CV.
    for (const probe of [
      `/api/media/file/${doc.filename}`,
      `/api/media/file/${doc.filename}?prefix=cv`,
      `/api/media/file/..%2Fcv%2F${doc.filename}`,
    ]) {
      const response = await get(`${server.url}${probe}`)
      expect(response.status, probe).toBeGreaterThanOrEqual(400)
      expect(response.body.includes(content), probe).toBe(false)
    }

    const asHr = await get(fileUrl, { Authorization: `JWT ${await login(server, 'hr@staff.test')}` })
    expect(asHr.status).toBe(200)
    expect(asHr.headers['content-disposition']).toMatch(/^attachment/)
    expect(asHr.headers['x-content-type-options']).toBe('nosniff')
    expect(asHr.headers.location).toBeUndefined()
    expect(asHr.body.equals(content)).toBe(true)

    const mail = await eventually('HR’s e-mail of the CV', () =>
      smtp.mails.find((item) => item.submissionId === `cv-submissions/${id}`),
    )
    expect(attachmentOf(mail.raw).equals(content)).toBe(true)

    expect(filesUnder(dataDir)).toEqual([])
  })
})

describe('a first start with S3 settings', () => {
  // On an empty database (DATABASE_URL) the first start seeds its pictures into the bucket: the
  // two instances of tests/integration/cluster-instance.test.ts that start together on one do
  // it with a bucket, as a cluster runs (one seed of the run instead of two, 40 s of it).
  it('on an empty data folder (embedded PostgreSQL) uploads the build snapshot’s pictures into the bucket, not into the data folder, and reports a bucket that stops answering', async () => {
    const s3 = await startS3Server('snapshot')
    const dataDir = freshDataDir()
    const server = await startTestServer({
      ...s3.env,
      METRICS_TOKEN: 'storage-scrape-token-0123456789',
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
    }).catch(async (error) => {
      await s3.stop()
      throw error
    })
    let s3Stopped = false
    try {
      expect(server.logs.join('\n')).toContain('seeded from the build snapshot')
      await expectSeededPicturesInBucket(server, s3)
      expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false)
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true)

      await s3.stop()
      s3Stopped = true
      const health = await get(`${server.url}/api/health`)
      expect(health.status).toBe(503)
      expect(JSON.parse(health.body.toString())).toEqual({ ok: false, postgres: true, s3: false })
      // …and counts what failed in its metrics (the check's connection, refused).
      const scraped = await get(`${server.url}/api/metrics`, {
        Authorization: 'Bearer storage-scrape-token-0123456789',
      })
      expect(eventCounts(scraped.body.toString(), 's3_errors').details.ECONNREFUSED).toBeGreaterThanOrEqual(1)
    } finally {
      await server.stop()
      if (!s3Stopped) await s3.stop()
    }
  }, 240_000)
})

describe('start-up with S3 settings that cannot work', () => {
  it('stops with one clear line when the bucket does not answer', async () => {
    const port = await freePort()
    const nowhere = {
      S3_BUCKET: 'nowhere',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    await expect(startTestServer({ ...nowhere, DATA_DIR: freshDataDir() })).rejects.toThrow(
      new RegExp(`Error: Cannot reach the S3 bucket "nowhere" at http://127.0.0.1:${port} \\(S3_\\*\\)`),
    )
  })

  it('stops with one clear line when S3 settings lack the bucket', async () => {
    await expect(startTestServer({ S3_ENDPOINT: 'http://127.0.0.1:1', DATA_DIR: freshDataDir() })).rejects.toThrow(
      /Error: S3_BUCKET is not set, but S3_ENDPOINT is/,
    )
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { reapStaleJobs } from '@/lib/delivery/reaper'
import { pages as pageSeeds } from '@/seed/content/pages'
import { posts as postSeeds } from '@/seed/content/posts'
import { eventually } from '../support/eventually'
import { ensureDepartment, validMessage } from '../support/landing'
import { httpRequest } from '../support/http'
import { getTestPayload } from '../support/payload'
import { startRedisServer, type TestRedis } from '../support/redisServer'
import { startTestServer, type TestServer } from '../support/server'
import { startSmtpServer, type TestSmtp } from '../../tools/cluster/smtpSink'
import { createEmptyDatabase } from '../support/testDatabase'
import { expectSeededPicturesInBucket, filesUnder } from '../support/bucket'
import { startS3Server } from '../../tools/cluster/s3'

/**
 * ISSUE 16, one instance of the multi-instance mode (the production server with REDIS_URL and
 * INSTANCE_ID, a real redis-server): it names itself in its answers and /api/health, hands back
 * a job a crashed server left `processing`, and instances starting together on an empty
 * database migrate and seed it once. Publishes seen across instances and a Redis outage under
 * two instances and nginx are the cluster suite's (tests/cluster/).
 */
let redis: TestRedis
let smtp: TestSmtp
let a: TestServer
let payload: Payload
const figures: string[] = []

const instanceEnv = (id: string): Record<string, string> => ({
  REDIS_URL: redis.url,
  INSTANCE_ID: id,
  SMTP_URL: smtp.url,
  JOBS_STALE_AFTER_SECONDS: '2',
})

beforeAll(async () => {
  payload = await getTestPayload()
  redis = await startRedisServer()
  smtp = await startSmtpServer()
  // The first server of a run seeds the database.
  a = await startTestServer(instanceEnv('a'), { readyTimeoutMs: 600_000 })
}, 660_000)

afterAll(async () => {
  await a?.stop()
  await redis?.stop()
  await smtp?.stop()
  if (figures.length) console.log(`[cluster] ${figures.join('; ')}`)
})

const get = (server: TestServer, address: string) => httpRequest(`${server.url}${address}`)

describe('an instance', () => {
  it('names itself in every answer and reports what it depends on in /api/health', async () => {
    for (const address of ['/', '/en/blog', '/api/posts?limit=1', '/favicon.ico', '/no-such-page'])
      expect((await get(a, address)).headers['x-instance'], address).toBe('a')
    const health = await get(a, '/api/health')
    expect([health.status, health.headers['cache-control']]).toEqual([200, 'no-store'])
    expect(health.json).toEqual({ ok: true, instance: 'a', postgres: true, redis: true })
  })

  it('answers 503 while Redis does not, and 200 again once it is back', async () => {
    await redis.stop()
    const down = await eventually(
      '/api/health answering 503 without Redis',
      async () => {
        const answer = await get(a, '/api/health')
        return answer.status === 503 && answer
      },
      { timeoutMs: 10_000, stepMs: 50 },
    )
    expect(down.json).toEqual({ ok: false, instance: 'a', postgres: true, redis: false })
    expect((await get(a, '/en')).status).toBe(200)
    await redis.start()
    await eventually('/api/health answering 200 again', async () => (await get(a, '/api/health')).status === 200, {
      timeoutMs: 10_000,
      stepMs: 50,
    })
  })
})

describe('a job a crashed server left processing', () => {
  it('is handed back to the queue after JOBS_STALE_AFTER_SECONDS and its e-mail sent once', async () => {
    await ensureDepartment(payload, 'sales', ['sales@cluster.test'])
    // As a server that took the job and died would leave it: stored, its job marked
    // `processing`, in one transaction so that no running queue takes it first.
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const form = await payload.create({
      collection: 'contact-forms',
      data: { ...validMessage(), recipients: 'sales@cluster.test', locale: 'uk' } as never,
      overrideAccess: true,
      req,
    })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.id': { equals: form.id } },
      overrideAccess: true,
      req,
    })
    expect(docs).toHaveLength(1)
    await payload.update({
      collection: 'payload-jobs',
      id: docs[0]!.id,
      data: { processing: true },
      overrideAccess: true,
      req,
    })
    await commitTransaction(req)
    const marked = Date.now()

    // Not before its time: a job just taken is a running one.
    expect(await reapStaleJobs(payload, 300)).toEqual([])
    const mail = await eventually(
      'the stale job’s e-mail',
      () => smtp.mails.find((item) => item.submissionId === `contact-forms/${form.id}`),
      { timeoutMs: 30_000, stepMs: 100 },
    )
    figures.push(`stale job sent ${Date.now() - marked} ms after it was left processing (stale after 2 s)`)
    expect(mail.to).toEqual(['sales@cluster.test'])
    const stored = await eventually('the message marked sent', async () => {
      const doc = await payload.findByID({ collection: 'contact-forms', id: form.id, overrideAccess: true })
      return doc.delivery?.state === 'sent' && doc
    })
    expect(stored.delivery?.attempts).toBe(1)
    // The server runs the queue every second: still one e-mail once the job is gone.
    await eventually(
      'its job gone from the queue',
      async () =>
        (
          await payload.count({
            collection: 'payload-jobs',
            where: { 'input.id': { equals: form.id } },
            overrideAccess: true,
          })
        ).totalDocs === 0,
    )
    expect(smtp.mails.filter((item) => item.submissionId === `contact-forms/${form.id}`)).toHaveLength(1)
  })
})

describe('two instances starting together on an empty database', () => {
  // With a bucket, as a cluster runs: the seed's pictures go into it (tests/integration/storage-s3.test.ts
  // has the rest of the S3 storage).
  it('migrate and seed it once, its pictures into the bucket and none into the data folder, and both serve them', async () => {
    const empty = await createEmptyDatabase(inject('databaseUrl'))
    const s3 = await startS3Server('seeded')
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-node-lock-'))
    const servers: TestServer[] = []
    try {
      const started = Date.now()
      const env = {
        ...s3.env,
        DATABASE_URL: empty.url,
        DATA_DIR: dataDir,
        REDIS_URL: redis.url,
        REDIS_PREFIX: 'lock-test',
      }
      const starts = await Promise.allSettled(
        ['c', 'd'].map((id) => startTestServer({ ...env, INSTANCE_ID: id }, { readyTimeoutMs: 600_000 })),
      )
      for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value)
      for (const start of starts) if (start.status === 'rejected') throw start.reason
      figures.push(`two instances on an empty database both answering after ${Date.now() - started} ms`)
      const waited = servers.filter((server) =>
        server.logs.some((line) => line.includes('another instance is migrating or seeding')),
      )
      expect(waited).toHaveLength(1)

      const client = new pg.Client({ connectionString: empty.url })
      await client.connect()
      try {
        const migrations = await client.query<{ name: string; times: string }>(
          'SELECT name, count(*) AS times FROM payload_migrations GROUP BY name',
        )
        expect(migrations.rows.filter((row) => Number(row.times) !== 1)).toEqual([])
        const [pages, posts] = await Promise.all(
          ['pages', 'posts'].map(async (table) =>
            Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n),
          ),
        )
        expect([pages, posts]).toEqual([pageSeeds.length, postSeeds.length])
      } finally {
        await client.end()
      }
      for (const server of servers) expect((await get(server, '/en')).status).toBe(200)
      for (const server of servers) await expectSeededPicturesInBucket(server, s3)
      expect(filesUnder(dataDir)).toEqual([])
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      await Promise.all([s3.stop(), empty.drop()])
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 600_000)
})

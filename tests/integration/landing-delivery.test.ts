import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Client, type Pool } from 'pg'

import { contactDelivery } from '@/features/contact/delivery'
import { deliverSubmission } from '@/lib/delivery/deliver'
import { senderLockKey } from '@/lib/delivery/senderLock'
import { deliveryRetriesFromEnv } from '@/lib/delivery/tasks'
import type { ContactForm } from '@/payload-types'
import { eventually } from '../support/eventually'
import { ensureDepartment, validMessage } from '../support/landing'
import { postJson } from '../support/http'
import { getTestPayload } from '../support/payload'
import { startTestServer, type TestServer } from '../support/server'
import { startSmtpServer, type TestSmtp } from '../../tools/cluster/smtpSink'

/**
 * E-mail delivery through the server's own jobs queue and a real SMTP server: retries,
 * the final failure, idempotency and a burst of 200 messages. Limits are raised for the
 * burst and the retry delay shortened (200 ms instead of 2 s), with 4 retries (5 attempts).
 */
let server: TestServer
let smtp: TestSmtp
let payload: Payload

const send = '/api/landing/send-message'
const refusedOnce = new Map<string, number>()
/** While true, the SMTP server turns sales@dept.test away (451): a test's message waits, unsent. */
let salesAway = false

beforeAll(async () => {
  smtp = await startSmtpServer()
  smtp.refuse = (address) => {
    if (address === 'dead@dept.test') return true
    if (address === 'sales@dept.test' && salesAway) return true
    if (address !== 'flaky@dept.test') return false
    const seen = refusedOnce.get(address) ?? 0
    refusedOnce.set(address, seen + 1)
    return seen < 3
  }
  payload = await getTestPayload()
  server = await startTestServer({
    SMTP_URL: smtp.url,
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000',
    RATE_LIMIT_MESSAGES_PER_DAY: '10000',
    MAIL_RETRY_ATTEMPTS: '4',
    MAIL_RETRY_DELAY_MS: '200',
    JOBS_RUN_LIMIT: '50',
  })
  // After the server start: its first-run seed writes the departments too, and the test wants its own.
  await ensureDepartment(payload, 'sales', ['sales@dept.test'])
  await ensureDepartment(payload, 'logistics', ['flaky@dept.test'])
  await ensureDepartment(payload, 'marketing', ['dead@dept.test'])
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const stored = (id: number) =>
  payload.findByID({ collection: 'contact-forms', id, overrideAccess: true }) as Promise<ContactForm>
const mailsFor = (id: number) => smtp.mails.filter((mail) => mail.submissionId === `contact-forms/${id}`)

async function pendingJobsFor(id: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { and: [{ 'input.id': { equals: id } }, { hasError: { not_equals: true } }] },
    overrideAccess: true,
  })
  return totalDocs
}

describe('e-mail delivery', () => {
  it('by default a failed e-mail is retried at least 5 times in all, with exponential backoff from 2 s', () => {
    expect(deliveryRetriesFromEnv({})).toEqual({ attempts: 8, backoff: { type: 'exponential', delay: 2000 } })
    expect(deliveryRetriesFromEnv({ MAIL_RETRY_ATTEMPTS: '1' }).attempts).toBe(4)
  })

  it('the SMTP server refuses the first 3 attempts: the message is still delivered, exactly once, the retries visible on it', async () => {
    const answer = await postJson(server.url, send, validMessage({ depart: 'logistics' }))
    expect(answer.status).toBe(200)
    const id = (answer.json as { id: number }).id
    const retrying = await eventually(
      'the message marked retrying',
      async () => {
        const doc = await stored(id)
        return doc.delivery?.state === 'retrying' && doc
      },
      { timeoutMs: 20_000, stepMs: 50 },
    )
    expect(retrying.delivery?.lastError).toMatch(/temporarily unavailable/)
    const sent = await eventually(
      'the message marked sent',
      async () => {
        const doc = await stored(id)
        return doc.delivery?.state === 'sent' && doc
      },
      { timeoutMs: 30_000 },
    )
    expect(sent.delivery).toMatchObject({ state: 'sent', attempts: 4, lastError: null })
    expect(refusedOnce.get('flaky@dept.test')).toBe(4)
    await eventually('no job of the message left to run', async () => (await pendingJobsFor(id)) === 0, {
      timeoutMs: 10_000,
    })
    expect(mailsFor(id)).toHaveLength(1)
  })

  it('an e-mail that can never be delivered ends failed after the last attempt, with the error on the message', async () => {
    const answer = await postJson(server.url, send, validMessage({ depart: 'marketing' }))
    const id = (answer.json as { id: number }).id
    const failed = await eventually(
      'the message marked failed',
      async () => {
        const doc = await stored(id)
        return doc.delivery?.state === 'failed' && doc
      },
      { timeoutMs: 40_000 },
    )
    expect(failed.delivery?.attempts).toBe(5)
    expect(failed.delivery?.lastError).toMatch(/temporarily unavailable/)
    expect(mailsFor(id)).toHaveLength(0)
  })

  it('a message whose e-mail was sent is never sent again, even when more jobs for it run at once', async () => {
    const answer = await postJson(server.url, send, validMessage({ company: 'Duplicate jobs Ltd' }))
    const id = (answer.json as { id: number }).id
    await Promise.all([
      payload.jobs.queue({ task: 'sendContactEmail', input: { id } }),
      payload.jobs.queue({ task: 'sendContactEmail', input: { id } }),
    ])
    await eventually('the message marked sent', async () => (await stored(id)).delivery?.state === 'sent', {
      timeoutMs: 20_000,
    })
    await eventually('no job of the message left to run', async () => (await pendingJobsFor(id)) === 0, {
      timeoutMs: 20_000,
    })
    expect(await deliverSubmission(payload, contactDelivery, id)).toBe('already-sent')
    expect(mailsFor(id)).toHaveLength(1)
  })

  it('while another sender holds a message, nothing is sent; when that sender dies, the e-mail goes once', async () => {
    // A sender on another server, holding the message's lock on its own database connection.
    const pool = (payload.db as unknown as { pool: Pool }).pool
    const other = new Client(pool.options)
    await other.connect()
    // Its end below also arrives as error events: "terminating connection due to administrator
    // command", and sometimes after it "Connection terminated unexpectedly" (a listener for each,
    // or the second is an uncaught exception that fails the run).
    const ended = new Promise((resolve) => other.on('error', resolve))
    // Turned away by the SMTP server until the other sender holds it, so the server cannot send it first.
    salesAway = true
    const answer = await postJson(server.url, send, validMessage({ company: 'Held by another sender Ltd' }))
    const id = (answer.json as { id: number }).id
    const { rows } = await other.query<{ taken: boolean; pid: number }>(
      'SELECT pg_try_advisory_lock($1, $2) AS taken, pg_backend_pid() AS pid',
      senderLockKey('contact-forms', id),
    )
    expect(rows[0]?.taken).toBe(true)
    salesAway = false
    // The server's job has tried, found the message taken and will try again.
    await eventually(
      'a job refused because another worker holds the message',
      async () => {
        const jobs = await payload.find({
          collection: 'payload-jobs',
          where: { 'input.id': { equals: id } },
          overrideAccess: true,
          depth: 0,
        })
        return jobs.docs.some((job) =>
          job.log?.some((entry) => entry.state === 'failed' && /Another worker/.test(JSON.stringify(entry.error))),
        )
      },
      { timeoutMs: 20_000 },
    )
    expect(mailsFor(id)).toHaveLength(0)
    expect((await stored(id)).delivery?.state).not.toBe('sent')
    // The other sender's server dies: PostgreSQL drops its connection, and the lock with it.
    await pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
    await ended
    await other.end().catch(() => undefined)
    await eventually('the message marked sent', async () => (await stored(id)).delivery?.state === 'sent', {
      timeoutMs: 30_000,
    })
    expect(mailsFor(id)).toHaveLength(1)
  })

  it('200 valid messages sent at once: exactly 200 stored and 200 e-mails, no duplicates', async () => {
    const marker = `Навантаження ${Date.now()}`
    const queuedFrom = new Date().toISOString()
    const started = performance.now()
    const latencies: number[] = []
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const begin = performance.now()
        const answer = await postJson(server.url, send, validMessage({ company: marker, name: `Клієнт ${index}` }), {
          ip: '10.250.0.1',
        })
        latencies.push(performance.now() - begin)
        return answer
      }),
    )
    const answered = performance.now() - started
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200))
    const ids = answers.map((answer) => (answer.json as { id: number }).id)
    expect(new Set(ids).size).toBe(200)
    const { totalDocs } = await payload.count({
      collection: 'contact-forms',
      where: { company: { equals: marker } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(200)

    const wanted = new Set(ids.map((id) => `contact-forms/${id}`))
    await eventually(
      'the 200 e-mails',
      () => smtp.mails.filter((mail) => wanted.has(mail.submissionId)).length >= 200,
      { timeoutMs: 120_000, stepMs: 250 },
    )
    const delivered = performance.now() - started
    // A job that ran twice would send again before it is done: wait until the queue holds none
    // of these jobs still to run (done jobs are deleted), then count.
    await eventually(
      'no job of the 200 messages left to run',
      async () =>
        (
          await payload.count({
            collection: 'payload-jobs',
            where: {
              createdAt: { greater_than_equal: queuedFrom },
              completedAt: { exists: false },
              hasError: { not_equals: true },
            },
            overrideAccess: true,
          })
        ).totalDocs === 0,
      { timeoutMs: 60_000, stepMs: 100 },
    )
    const ours = smtp.mails.filter((mail) => wanted.has(mail.submissionId))
    expect(ours).toHaveLength(200)
    expect(new Set(ours.map((mail) => mail.submissionId)).size).toBe(200)
    const allIds = smtp.mails.map((mail) => mail.submissionId)
    expect(new Set(allIds).size).toBe(allIds.length)

    latencies.sort((a, b) => a - b)
    console.log(
      `[figures] 200 concurrent messages: all answered in ${answered.toFixed(0)} ms (p50 ${latencies[99].toFixed(0)} ms, p95 ${latencies[189].toFixed(0)} ms), all 200 e-mails received after ${delivered.toFixed(0)} ms`,
    )
  })
})

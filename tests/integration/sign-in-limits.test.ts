import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { httpRequest, nextIp, type HttpAnswer } from '../support/http'
import { ensureUser, getTestPayload } from '../support/payload'
import { startTestServer, type TestServer } from '../support/server'
import { attemptSignIn } from '../support/signIn'
import { startSmtpServer, type TestSmtp } from '../../tools/cluster/smtpSink'
import { staffPassword } from '../support/staff'

/**
 * Sign-in and password reset are limited per client address (src/lib/auth/limits.ts), so that
 * a stranger cannot keep an account locked that its owner uses from elsewhere, nor send its
 * owner unlimited reset e-mails. The server runs with the default limits.
 */
let server: TestServer
let smtp: TestSmtp
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtpServer()
  server = await startTestServer({ SMTP_URL: smtp.url })
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

let serial = 0
async function account(): Promise<string> {
  const email = `owner-${Date.now().toString(36)}-${(serial += 1)}@sign-in.test`
  await ensureUser(payload, email, ['editor'], staffPassword)
  return email
}

function login(email: string, password: string, ip: string, language = 'uk'): Promise<HttpAnswer> {
  return attemptSignIn(server.url, { email, password }, { ip, headers: { 'Accept-Language': language } })
}

function forgot(email: string, ip: string, language = 'uk'): Promise<HttpAnswer> {
  return httpRequest(`${server.url}/api/users/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'Accept-Language': language },
    body: JSON.stringify({ email }),
  })
}

const messageOf = (answer: HttpAnswer) => (answer.json as { errors?: { message: string }[] }).errors?.[0]?.message ?? ''

async function failFiveTimes(email: string, ip: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1)
    expect((await login(email, `wrong-${attempt}`, ip)).status, `failure ${attempt}`).toBe(401)
}

describe('sign-in limits', () => {
  it('five failed logins from one address refuse that address on that account for ten minutes, even with the right password', async () => {
    const email = await account()
    const stranger = nextIp()
    await failFiveTimes(email, stranger)
    const refused = await login(email, staffPassword, stranger)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60)
    expect(messageOf(refused)).toBe('Забагато спроб входу. Спробуйте знову за 10 хв.')
    expect(refused.headers['set-cookie']).toBeUndefined()
    const english = await login(email, staffPassword, stranger, 'en-GB,en;q=0.9')
    expect(english.status).toBe(429)
    expect(messageOf(english)).toBe('Too many sign-in attempts. Try again in 10 min.')
  })

  it('the owner signs in from another address while a stranger is refused', async () => {
    const email = await account()
    await failFiveTimes(email, nextIp())
    expect((await login(email, staffPassword, nextIp())).status).toBe(200)
  })

  // One account through both thresholds (each failure is a real password check, 600,000 rounds
  // of PBKDF2: 90 fewer of them than two accounts took, a quarter of this file's time).
  it('failures from many addresses (90, then 95 in an hour, five each) never lock the owner out; 100 within the hour refuse the account everywhere for ten minutes: the last line against a distributed guess', async () => {
    const email = await account()
    for (let stranger = 0; stranger < 18; stranger += 1) await failFiveTimes(email, nextIp())
    // The owner's success is no failure: the account's count stays at 90, then 95.
    expect((await login(email, staffPassword, nextIp())).status).toBe(200)
    await failFiveTimes(email, nextIp())
    expect((await login(email, staffPassword, nextIp())).status).toBe(200)
    await failFiveTimes(email, nextIp())
    const owner = await login(email, staffPassword, nextIp())
    expect(owner.status).toBe(429)
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(9 * 60)
  })

  it('a successful login starts that address afresh on that account', async () => {
    const email = await account()
    const ip = nextIp()
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await login(email, `wrong-${attempt}`, ip)).status).toBe(401)
    expect((await login(email, staffPassword, ip)).status).toBe(200)
    await failFiveTimes(email, ip)
    expect((await login(email, staffPassword, ip)).status).toBe(429)
  })

  it('one address may try 20 sign-ins in ten minutes, whatever the accounts; the 21st is refused', async () => {
    const ip = nextIp()
    for (let attempt = 1; attempt <= 20; attempt += 1)
      expect((await login(`nobody-${attempt}@sign-in.test`, 'wrong', ip)).status, `attempt ${attempt}`).toBe(401)
    const refused = await login(await account(), staffPassword, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('password reset limits', () => {
  it('one address may ask for three password resets an hour; the fourth is refused with 429', async () => {
    const ip = nextIp()
    for (let request = 1; request <= 3; request += 1)
      expect((await forgot(`nobody-${request}@sign-in.test`, ip)).status).toBe(200)
    const refused = await forgot(await account(), ip, 'en')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60)
    expect(messageOf(refused)).toBe('Too many password reset requests. Try again in 60 min.')
  })

  it('an account gets at most three reset e-mails an hour, and the fourth request is answered exactly like the others', async () => {
    const email = await account()
    const answers: HttpAnswer[] = []
    for (let request = 1; request <= 4; request += 1) answers.push(await forgot(email, nextIp()))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    // Payload sends the e-mail before it answers: what arrived by now is all there is.
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(3)
  })
})

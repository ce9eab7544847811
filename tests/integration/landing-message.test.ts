import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContactForm } from '@/payload-types'
import { validationMessages } from '@/lib/validation/messages'
import { eventually } from '../support/eventually'
import { countSubmissions, ensureDepartment, validMessage } from '../support/landing'
import { httpRequest, nextIp, postJson } from '../support/http'
import { getTestPayload } from '../support/payload'
import { startTestServer, type TestServer } from '../support/server'
import { startSmtpServer, type TestSmtp } from '../../tools/cluster/smtpSink'

const send = '/api/landing/send-message'
const uk = validationMessages.uk
const en = validationMessages.en

let server: TestServer
let smtp: TestSmtp
let payload: Payload

beforeAll(async () => {
  smtp = await startSmtpServer()
  payload = await getTestPayload()
  server = await startTestServer({ SMTP_URL: smtp.url })
  // After the server start: its first-run seed writes the departments too, and the test wants its own.
  await ensureDepartment(payload, 'sales', ['sales@dept.test', 'sales-lead@dept.test'], {
    uk: 'Відділ продажів',
    en: 'Sales Team',
  })
  await ensureDepartment(payload, 'inquiry', ['hello@dept.test'], { uk: 'Просто питання', en: 'Just Asking' })
  await ensureDepartment(payload, 'freshStart', ['fresh@dept.test'], {
    uk: 'Передпродажна підготовка',
    en: 'Pre-Sale Preparation',
    selectable: false,
  })
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const stored = (id: unknown) =>
  payload.findByID({ collection: 'contact-forms', id: id as number, overrideAccess: true }) as Promise<ContactForm>

describe('POST /api/landing/send-message', () => {
  it('an accepted message answers 200 { ok, id } and is stored with the resolved department, locale, page and browser', async () => {
    const started = performance.now()
    const answer = await postJson(server.url, send, validMessage({ pageUrl: '/en/contacts', locale: 'en' }), {
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0' },
    })
    const latency = performance.now() - started
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ ok: true, id: expect.any(Number) })
    // Read at once: the server's queue (every second here) sends it soon after.
    const doc = await stored((answer.json as { id: number }).id)
    const warm: number[] = []
    for (let index = 0; index < 10; index++) {
      const begin = performance.now()
      expect((await postJson(server.url, send, validMessage())).status).toBe(200)
      warm.push(performance.now() - begin)
    }
    warm.sort((a, b) => a - b)
    console.log(
      `[figures] send-message: first answer ${latency.toFixed(0)} ms, then median ${warm[5].toFixed(0)} ms, slowest ${warm[9].toFixed(0)} ms (10 sequential)`,
    )
    expect(doc).toMatchObject({
      status: 'new',
      company: 'ТОВ «Гаджет Трейд»',
      depart: 'sales',
      department: 'Sales Team',
      recipients: 'sales@dept.test, sales-lead@dept.test',
      title: 'Заявка з контактної форми лендингу',
      locale: 'en',
      pageUrl: '/en/contacts',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
      accept: true,
      // Written in one statement by the endpoint: what Payload's own create would have stored.
      delivery: { state: 'pending', attempts: 0 },
    })
    expect(Date.now() - Date.parse(doc.createdAt)).toBeLessThan(60_000)
    expect(doc.updatedAt).toBe(doc.createdAt)
    // Its delivery job was queued with it: the e-mail goes out once and the state follows.
    await eventually('the department’s e-mail', () =>
      smtp.mails.find((item) => item.submissionId === `contact-forms/${doc.id}`),
    )
    await eventually('the message marked sent', async () =>
      (await stored(doc.id)).delivery?.state === 'sent' ? true : undefined,
    )
    expect(smtp.mails.filter((item) => item.submissionId === `contact-forms/${doc.id}`)).toHaveLength(1)
  })

  it('send_to pointing elsewhere is ignored: the one e-mail goes only to the department recipients, Reply-To the visitor', async () => {
    const answer = await postJson(
      server.url,
      send,
      validMessage({
        send_to: 'attacker@evil.test',
        department: 'Evil dept',
        title: 'Injected',
        email: 'buyer@retail.example',
      }),
    )
    expect(answer.status).toBe(200)
    const id = (answer.json as { id: number }).id
    const mail = await eventually('the department’s e-mail', () =>
      smtp.mails.find((item) => item.submissionId === `contact-forms/${id}`),
    )
    expect(mail.to.sort()).toEqual(['sales-lead@dept.test', 'sales@dept.test'])
    expect(mail.raw).not.toContain('evil.test')
    expect(mail.headers['reply-to']).toContain('buyer@retail.example')
    const doc = await eventually('the message marked sent', async () => {
      const current = await stored(id)
      return current.delivery?.state === 'sent' && current
    })
    expect(doc.department).toBe('Відділ продажів')
    expect(doc.title).toBe('Заявка з контактної форми лендингу')
    expect(doc.delivery).toMatchObject({ state: 'sent', attempts: 1, lastError: null })
    expect(smtp.mails.filter((item) => item.submissionId === `contact-forms/${id}`)).toHaveLength(1)
  })

  it('a hidden department is accepted (links preset it) and a message without one goes to the default department', async () => {
    const hidden = await postJson(server.url, send, validMessage({ depart: 'freshStart' }))
    expect(hidden.status).toBe(200)
    expect((await stored((hidden.json as { id: number }).id)).recipients).toBe('fresh@dept.test')
    const none = await postJson(server.url, send, validMessage({ depart: '' }))
    expect(none.status).toBe(200)
    expect((await stored((none.json as { id: number }).id)).recipients).toBe('hello@dept.test')
  })

  it('surrounding whitespace is trimmed and unknown fields are ignored', async () => {
    const answer = await postJson(
      server.url,
      send,
      validMessage({
        company: '  Acme  ',
        name: '\tІван\n',
        isAdmin: true,
        status: 'answered',
        recipients: 'x@evil.test',
      }),
    )
    expect(answer.status).toBe(200)
    const doc = await stored((answer.json as { id: number }).id)
    expect(doc.company).toBe('Acme')
    expect(doc.name).toBe('Іван')
    expect(doc.recipients).toBe('sales@dept.test, sales-lead@dept.test')
    expect(doc.status).toBe('new')
  })

  it('a page URL of another site is dropped, a path of this site is kept', async () => {
    const foreign = await postJson(server.url, send, validMessage({ pageUrl: 'https://evil.test/phish' }))
    expect((await stored((foreign.json as { id: number }).id)).pageUrl).toBeFalsy()
    const own = await postJson(server.url, send, validMessage({ pageUrl: `${server.url}/contacts?x=1` }))
    expect((await stored((own.json as { id: number }).id)).pageUrl).toBe(`${server.url}/contacts?x=1`)
  })

  const rules: [string, Record<string, unknown>, string, string[]][] = [
    ['company is required', { company: '' }, 'company', [uk.required]],
    ['name is required', { name: '   ' }, 'name', [uk.required]],
    ['email is required', { email: undefined }, 'email', [uk.required]],
    ['phone is required', { phone: null }, 'phone', [uk.required]],
    ['email must be an address', { email: 'not-an-address' }, 'email', [uk.email]],
    ['phone is 7 to 20 characters', { phone: '12345' }, 'phone', [uk.phone]],
    ['phone has no letters', { phone: '+38 067 ABC 45 67' }, 'phone', [uk.phone]],
    ['phone is at most 20 characters', { phone: '+380 (67) 123-45-67-89-00' }, 'phone', [uk.phone]],
    ['accept must be true', { accept: false }, 'accept', [uk.accept]],
    ['accept must be the boolean true', { accept: 'true' }, 'accept', [uk.accept]],
    [
      'message is at most 5,000 characters',
      { message: 'я'.repeat(5001) },
      'message',
      [uk.tooLong.replace('{max}', '5000')],
    ],
    [
      'other text is at most 200 characters',
      { company: 'x'.repeat(201) },
      'company',
      [uk.tooLong.replace('{max}', '200')],
    ],
    ['depart must name an existing department', { depart: 'nope' }, 'depart', [uk.depart]],
    ['text must be a string', { name: 42 }, 'name', [uk.invalid]],
    ['one-line text has no control characters', { name: 'Ivan\u0000' }, 'name', [uk.characters]],
  ]
  it.each(rules)('422 when %s, with the Ukrainian message under the field', async (_rule, change, field, messages) => {
    const before = await countSubmissions(payload)
    const answer = await postJson(server.url, send, validMessage(change))
    expect(answer.status).toBe(422)
    expect((answer.json as { errors: Record<string, string[]> }).errors[field]).toEqual(messages)
    expect(await countSubmissions(payload)).toEqual(before)
  })

  it('422 lists every failing field at once, in English when the body says locale en', async () => {
    const answer = await postJson(server.url, send, { locale: 'en', email: 'x', phone: '1', depart: 'nope' })
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual({
      errors: {
        company: [en.required],
        name: [en.required],
        email: [en.email],
        phone: [en.phone],
        accept: [en.accept],
        depart: [en.depart],
      },
    })
  })

  it('without a locale in the body the language is Accept-Language, else Ukrainian', async () => {
    const english = await postJson(server.url, send, validMessage({ email: 'bad' }), {
      headers: { 'Accept-Language': 'de-DE,en-US;q=0.8,uk;q=0.5' },
    })
    expect((english.json as { errors: Record<string, string[]> }).errors.email).toEqual([en.email])
    const ukrainian = await postJson(server.url, send, validMessage({ email: 'bad' }), {
      headers: { 'Accept-Language': 'fr' },
    })
    expect((ukrainian.json as { errors: Record<string, string[]> }).errors.email).toEqual([uk.email])
    const bodyWins = await postJson(server.url, send, validMessage({ email: 'bad', locale: 'uk' }), {
      headers: { 'Accept-Language': 'en' },
    })
    expect((bodyWins.json as { errors: Record<string, string[]> }).errors.email).toEqual([uk.email])
  })

  it('a wrong content type is 415, a body over 64 KB 413, broken JSON 400, each a JSON error in the request language', async () => {
    const type = await httpRequest(`${server.url}${send}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': nextIp(), 'Accept-Language': 'en' },
      body: JSON.stringify(validMessage()),
    })
    expect(type.status).toBe(415)
    expect(type.json).toEqual({ error: en.contentType, code: 'contentType' })
    const large = await postJson(server.url, send, validMessage({ message: 'x'.repeat(70 * 1024) }))
    expect(large.status).toBe(413)
    // Refused by the request guard before the endpoint: its answer also carries Payload's `errors` shape.
    expect(large.json).toEqual({ error: uk.tooLarge, code: 'tooLarge', errors: [{ message: uk.tooLarge }] })
    const chunked = await postJson(server.url, send, validMessage({ message: 'x'.repeat(70 * 1024) }), {
      chunked: true,
    })
    expect(chunked.status).toBe(413)
    const broken = await postJson(server.url, send, '{"company": "Acme",')
    expect(broken.status).toBe(400)
    expect(broken.json).toEqual({ error: uk.badJson, code: 'badJson' })
  })

  it('a filled honeypot field answers 200 as if accepted, and nothing is stored or sent', async () => {
    const before = await countSubmissions(payload)
    const marker = `HoneypotBot${Date.now()}`
    const answer = await postJson(server.url, send, validMessage({ website: 'https://spam.example', company: marker }))
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ ok: true })
    // A real message sent after it: once its e-mail is out, the jobs queue (which sends in the
    // order messages were stored) would have sent the bot's too, had it been stored.
    const after = await postJson(server.url, send, validMessage({ company: `After${marker}` }))
    expect(after.status).toBe(200)
    const afterId = `contact-forms/${(after.json as { id: number }).id}`
    await eventually(
      'the e-mail of the message sent after',
      () => smtp.mails.some((mail) => mail.submissionId === afterId),
      { timeoutMs: 30_000, stepMs: 100 },
    )
    expect(await countSubmissions(payload)).toEqual({ ...before, messages: before.messages + 1 })
    expect(smtp.mails.filter((mail) => mail.raw.includes(marker) && mail.submissionId !== afterId)).toEqual([])
  })

  it('a POST from a foreign Origin is refused with 403; this site and no Origin at all pass', async () => {
    const foreign = await postJson(server.url, send, validMessage(), {
      headers: { Origin: 'https://evil.test', 'Accept-Language': 'en' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.json).toEqual({
      error: en.forbiddenOrigin,
      code: 'forbiddenOrigin',
      errors: [{ message: en.forbiddenOrigin }],
    })
    const nullOrigin = await postJson(server.url, send, validMessage(), { headers: { Origin: 'null' } })
    expect(nullOrigin.status).toBe(403)
    const own = await postJson(server.url, send, validMessage(), { headers: { Origin: server.url } })
    expect(own.status).toBe(200)
    const byHost = await postJson(server.url, send, validMessage(), {
      headers: { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` },
    })
    expect(byHost.status).toBe(200)
  })

  it('the sixth message within a minute from one address is a 429 with Retry-After in its language; other addresses still pass', async () => {
    const ip = nextIp()
    for (let index = 0; index < 5; index++) {
      expect((await postJson(server.url, send, validMessage(), { ip })).status).toBe(200)
    }
    const limited = await postJson(server.url, send, validMessage(), { ip, headers: { 'Accept-Language': 'en' } })
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({ error: en.rateLimited, code: 'rateLimited' })
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    const limitedUk = await postJson(server.url, send, validMessage(), { ip })
    expect(limitedUk.json).toEqual({ error: uk.rateLimited, code: 'rateLimited' })
    expect((await postJson(server.url, send, validMessage())).status).toBe(200)
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validationMessages } from '@/lib/validation/messages'
import type { CvSubmission } from '@/payload-types'
import { docFile, docxBomb, docxFile, exeFile, odtFile, pdfFile, rtfFile } from '../support/files'
import { eventually } from '../support/eventually'
import { countSubmissions } from '../support/landing'
import { httpRequest, nextIp, postMultipart } from '../support/http'
import { ensureUser, getTestPayload } from '../support/payload'
import { attemptSignIn, sessionOf } from '../support/signIn'
import { staffPassword } from '../support/staff'
import { startTestServer, type TestServer } from '../support/server'
import { plainText, startSmtpServer, type TestSmtp } from '../../tools/cluster/smtpSink'

const uk = validationMessages.uk
const en = validationMessages.en

let server: TestServer
let smtp: TestSmtp
let payload: Payload
let vacancyId: number

const applicant = { name: 'Марія Шевченко', email: 'maria@example.org', phone: '+380501234567', accept: 'true' }

beforeAll(async () => {
  smtp = await startSmtpServer()
  payload = await getTestPayload()
  const vacancy = await payload.create({
    collection: 'vacancies',
    data: { title: 'Інженер сервісного центру', _status: 'published' },
    locale: 'uk',
    overrideAccess: true,
  })
  vacancyId = vacancy.id
  await ensureUser(payload, 'hr@staff.test', ['hr'])
  await ensureUser(payload, 'sales@staff.test', ['sales'])
  server = await startTestServer({ SMTP_URL: smtp.url, HR_RECIPIENTS: 'hr-inbox@dept.test, recruiting@dept.test' })
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const stored = (id: unknown) =>
  payload.findByID({ collection: 'cv-submissions', id: id as number, overrideAccess: true }) as Promise<CvSubmission>

/** A staff member signs in (a step of the tests' stories: its status is asserted). */
async function login(email: string) {
  const answer = await attemptSignIn(server.url, { email, password: staffPassword })
  expect(answer.status, answer.text).toBe(200)
  return sessionOf(answer, email)
}

describe('POST /api/landing/send-cv', () => {
  const kinds: [string, () => Buffer, string, string][] = [
    ['PDF', pdfFile, 'Резюме Марії.pdf', 'application/pdf'],
    ['DOC', docFile, 'cv.doc', 'application/msword'],
    ['DOCX', () => docxFile(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['ODT', odtFile, 'cv.odt', 'application/vnd.oasis.opendocument.text'],
    ['RTF', rtfFile, 'cv.rtf', 'text/rtf'],
  ]
  it.each(kinds)(
    'a %s CV is accepted and stored under a server-made name, the original name kept',
    async (_kind, make, filename, type) => {
      const content = make()
      const answer = await postMultipart(
        server.url,
        { ...applicant, vacancy: String(vacancyId), message: 'Маю 5 років досвіду.' },
        [{ filename, type, content }],
      )
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json).toEqual({ ok: true, id: expect.any(Number) })
      const doc = await stored((answer.json as { id: number }).id)
      expect(doc.filename).toMatch(/^cv-[0-9a-f-]{36}\.(pdf|doc|docx|odt|rtf)$/)
      expect(doc.originalFilename).toBe(filename)
      expect(doc).toMatchObject({ name: applicant.name, email: applicant.email, status: 'new', accept: true })
      expect(typeof doc.vacancy === 'object' ? doc.vacancy?.id : doc.vacancy).toBe(vacancyId)
    },
  )

  it('each CV produces one e-mail to the HR recipients with the file attached and Reply-To the applicant', async () => {
    const answer = await postMultipart(server.url, { ...applicant, email: 'reply-here@example.org' }, [
      { filename: 'cv.pdf', type: 'application/pdf', content: pdfFile('attached') },
    ])
    const id = (answer.json as { id: number }).id
    const mail = await eventually('HR’s e-mail of the CV', () =>
      smtp.mails.find((item) => item.submissionId === `cv-submissions/${id}`),
    )
    expect(mail.to.sort()).toEqual(['hr-inbox@dept.test', 'recruiting@dept.test'])
    expect(mail.headers['reply-to']).toContain('reply-here@example.org')
    expect(mail.raw).toContain('Content-Disposition: attachment')
    expect(mail.raw).toContain(Buffer.from(pdfFile('attached')).toString('base64').slice(0, 40))
  })

  it('a file name with a right-to-left override reaches the admin and HR’s e-mail as it reads, not as "cvexe.pdf"', async () => {
    // U+202E shows "cv\u202Efdp.pdf" reversed after "cv"; U+2066…2069 and U+200E/F do the like.
    const answer = await postMultipart(server.url, applicant, [
      { filename: 'cv\u202Efdp\u2066.\u200Fpdf', type: 'application/pdf', content: pdfFile() },
    ])
    expect(answer.status, answer.text).toBe(200)
    const id = (answer.json as { id: number }).id
    const hr = await login('hr@staff.test')
    const asHr = await httpRequest(`${server.url}/api/cv-submissions/${id}?depth=0`, {
      headers: { Authorization: `JWT ${hr.token}` },
    })
    expect((asHr.json as { originalFilename: string }).originalFilename).toBe('cvfdp.pdf')
    const mail = await eventually('HR’s e-mail of the CV', () =>
      smtp.mails.find((item) => item.submissionId === `cv-submissions/${id}`),
    )
    const text = plainText(mail.raw)
    expect(text).toContain('Файл / File: cvfdp.pdf')
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/)
  })

  it('a CV file is refused to anonymous visitors and to sales, and downloaded as an attachment by hr', async () => {
    const content = pdfFile('private')
    const answer = await postMultipart(server.url, applicant, [
      { filename: 'cv.pdf', type: 'application/pdf', content },
    ])
    const doc = await stored((answer.json as { id: number }).id)
    const fileUrl = `${server.url}/api/cv-submissions/file/${doc.filename}`

    const anonymous = await httpRequest(fileUrl)
    expect([401, 403]).toContain(anonymous.status)
    const sales = await login('sales@staff.test')
    const asSales = await httpRequest(fileUrl, { headers: { Authorization: `JWT ${sales.token}` } })
    expect([401, 403]).toContain(asSales.status)
    const hr = await login('hr@staff.test')
    const asHr = await httpRequest(fileUrl, { headers: { Authorization: `Bearer ${hr.token}` } })
    expect(asHr.status).toBe(200)
    expect(asHr.headers['content-disposition']).toMatch(/^attachment/)
    expect(asHr.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.from(asHr.text, 'latin1').length).toBeGreaterThan(0)
    expect(asHr.text).toContain('private')
  })

  it('422 carries a message per field, in the language of the locale field', async () => {
    const before = await countSubmissions(payload)
    const answer = await postMultipart(server.url, {
      locale: 'en',
      name: '',
      email: 'nope',
      phone: 'abc',
      vacancy: '999999',
      accept: 'false',
    })
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual({
      errors: {
        name: [en.required],
        email: [en.email],
        phone: [en.phone],
        accept: [en.accept],
        vacancy: [en.vacancy],
        file: [en.file],
      },
    })
    expect(await countSubmissions(payload)).toEqual(before)
  })

  it('a file over 10 MB is a 413', async () => {
    const big = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)])
    const answer = await postMultipart(server.url, applicant, [
      { filename: 'cv.pdf', type: 'application/pdf', content: big },
    ])
    expect(answer.status).toBe(413)
    expect(answer.json).toMatchObject({ code: 'fileTooLarge', errors: { file: [uk.fileTooLarge] } })
  })

  const refused: [string, Buffer, string, string, number, string][] = [
    ['an executable renamed .pdf', exeFile(), 'cv.pdf', 'application/pdf', 415, 'fileType'],
    ['a PDF named .docx', pdfFile(), 'cv.docx', 'application/octet-stream', 415, 'fileMismatch'],
    ['a DOCX declared as a PDF', docxFile(), 'cv.docx', 'application/pdf', 415, 'fileMismatch'],
    [
      'a DOCX that unpacks to 20 MB from a few KB (zip bomb)',
      docxBomb(),
      'cv.docx',
      'application/octet-stream',
      422,
      'fileCorrupt',
    ],
  ]
  it.each(refused)(
    '%s is refused (%i %s) and nothing is stored',
    async (_case, content, filename, type, status, code) => {
      const before = await countSubmissions(payload)
      const answer = await postMultipart(server.url, applicant, [{ filename, type, content }])
      expect(answer.status).toBe(status)
      expect(answer.json).toMatchObject({ code, errors: { file: [uk[code as keyof typeof uk]] } })
      expect(await countSubmissions(payload)).toEqual(before)
    },
  )

  it('the fourth CV within 10 minutes from one address is a 429 with Retry-After', async () => {
    const ip = nextIp()
    for (let index = 0; index < 3; index++) {
      expect((await postMultipart(server.url, { name: '' }, [], { ip })).status).toBe(422)
    }
    const limited = await postMultipart(server.url, { name: '' }, [], { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500)
  })
})

describe('GET /api/me', () => {
  it('answers { data: user } for a Payload cookie, a Bearer token and a JWT token, without any secret', async () => {
    const { token, cookie } = await login('hr@staff.test')
    const answers = await Promise.all([
      httpRequest(`${server.url}/api/me`, { headers: { Cookie: cookie, Origin: server.url } }),
      httpRequest(`${server.url}/api/me`, { headers: { Authorization: `Bearer ${token}` } }),
      httpRequest(`${server.url}/api/me`, { headers: { Authorization: `JWT ${token}` } }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      const user = (answer.json as { data: Record<string, unknown> }).data
      expect(user).toMatchObject({ email: 'hr@staff.test', roles: ['hr'] })
      for (const secret of [
        'hash',
        'salt',
        'password',
        'resetPasswordToken',
        'resetPasswordExpiration',
        '_verificationToken',
        'loginAttempts',
        'lockUntil',
        'sessions',
      ]) {
        expect(user, secret).not.toHaveProperty(secret)
      }
      expect(answer.text).not.toMatch(/"(hash|salt)"/)
    }
  })

  it('answers 401 JSON without a session, with a forged token, and for a cookie sent cross-site', async () => {
    const { cookie } = await login('hr@staff.test')
    const none = await httpRequest(`${server.url}/api/me`, { headers: { 'Accept-Language': 'en' } })
    expect(none.status).toBe(401)
    expect(none.json).toEqual({ error: en.unauthorized, code: 'unauthorized' })
    const forged = await httpRequest(`${server.url}/api/me`, {
      headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged' },
    })
    expect(forged.status).toBe(401)
    const crossSite = await httpRequest(`${server.url}/api/me`, {
      headers: { Cookie: cookie, Origin: 'https://evil.test' },
    })
    expect(crossSite.status).toBe(401)
  })
})

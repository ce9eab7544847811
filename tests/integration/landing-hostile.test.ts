import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { docxBomb, exeFile, msiLikeOle2, pdfFile, plainZip } from '../support/files'
import { countSubmissions, ensureDepartment, validMessage } from '../support/landing'
import { httpRequest, multipartBody, nextIp, type FilePart, type HttpOptions } from '../support/http'
import { getTestPayload } from '../support/payload'
import { sharedServer, type TestServer } from '../support/server'

/**
 * The table of malformed and hostile requests: every one answers a 4xx with a JSON
 * body, and nothing is stored (documents and files counted before and after each).
 */
let server: TestServer
let payload: Payload
let draftVacancy: number

beforeAll(async () => {
  payload = await getTestPayload()
  const draft = await payload.create({
    collection: 'vacancies',
    data: { title: 'Чернетка' },
    draft: true,
    locale: 'uk',
    overrideAccess: true,
  })
  draftVacancy = draft.id
  server = sharedServer()
  // After the server start: its first-run seed writes the departments too, and the test wants its own.
  await ensureDepartment(payload, 'sales', ['sales@dept.test'])
})

afterAll(async () => {
  await server?.stop()
})

type Case = [name: string, path: 'message' | 'cv', request: () => HttpOptions, status: number]

const json = (body: string | Buffer, type = 'application/json'): HttpOptions => ({
  method: 'POST',
  headers: { 'Content-Type': type },
  body,
})
const message = (change: Record<string, unknown>) => json(JSON.stringify(validMessage(change)))
const applicant = { name: 'Марія', email: 'maria@example.org', phone: '+380501234567', accept: 'true' }
const cv = (fields: Record<string, string>, files: FilePart[] = []): HttpOptions => {
  const { body, contentType } = multipartBody(fields, files)
  return { method: 'POST', headers: { 'Content-Type': contentType }, body }
}
const cvFile = (content: Buffer, filename: string, type = 'application/octet-stream') =>
  cv(applicant, [{ filename, type, content }])
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

const cases: Case[] = [
  // Not a JSON object at all
  ['an empty body', 'message', () => json(''), 400],
  ['the JSON null', 'message', () => json('null'), 400],
  ['a JSON array', 'message', () => json('[]'), 400],
  ['a JSON string', 'message', () => json('"company"'), 400],
  ['a JSON number', 'message', () => json('42'), 400],
  ['a JSON boolean', 'message', () => json('true'), 400],
  ['an array of valid messages', 'message', () => json(JSON.stringify([validMessage()])), 400],
  ['truncated JSON', 'message', () => json('{"company": "Acme",'), 400],
  ['JSON followed by garbage', 'message', () => json(`${JSON.stringify(validMessage())} trailing`), 400],
  ['single-quoted pseudo JSON', 'message', () => json("{'company': 'Acme'}"), 400],
  ['a NaN literal', 'message', () => json('{"company": NaN}'), 400],
  [
    'bytes that are not UTF-8',
    'message',
    () => json(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
    400,
  ],
  ['a UTF-16 encoded body', 'message', () => json(Buffer.from(JSON.stringify(validMessage()), 'utf16le')), 400],
  ['10,000 nested arrays', 'message', () => json(deep(10_000)), 400],
  // Wrong content types
  ['text/plain', 'message', () => json(JSON.stringify(validMessage()), 'text/plain'), 415],
  ['no content type', 'message', () => ({ method: 'POST', body: JSON.stringify(validMessage()) }), 415],
  ['a urlencoded form', 'message', () => json('company=Acme&name=Ivan', 'application/x-www-form-urlencoded'), 415],
  [
    'multipart to the message endpoint',
    'message',
    () => ({ ...cv(applicant), headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }),
    415,
  ],
  [
    'JSON declared as UTF-16',
    'message',
    () => json(JSON.stringify(validMessage()), 'application/json; charset=utf-16'),
    415,
  ],
  ['XML', 'message', () => json('<message><company>Acme</company></message>', 'application/xml'), 415],
  // Too large
  ['a 1 MB string', 'message', () => message({ message: 'x'.repeat(1024 * 1024) }), 413],
  [
    'a 1 MB string sent chunked',
    'message',
    () => ({ ...message({ message: 'x'.repeat(1024 * 1024) }), chunked: true }),
    413,
  ],
  [
    'a Content-Length of 50 MB',
    'message',
    () => ({
      ...json('{}'),
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024), Connection: 'close' },
    }),
    413,
  ],
  // Wrong types, missing and extra fields
  ['an empty object', 'message', () => json('{}'), 422],
  ['only unknown fields', 'message', () => json('{"foo": 1, "bar": [1, 2]}'), 422],
  ['a number as company', 'message', () => message({ company: 12345 }), 422],
  ['an array as e-mail', 'message', () => message({ email: ['a@b.example'] }), 422],
  ['an object as phone', 'message', () => message({ phone: { number: '+380501234567' } }), 422],
  ['a nested object as name', 'message', () => message({ name: { first: 'Ivan', last: 'Franko' } }), 422],
  ['nested arrays as message', 'message', () => message({ message: [['hello']] }), 422],
  [
    'deeply nested arrays as company',
    'message',
    () => json(JSON.stringify(validMessage()).replace('"ТОВ «Гаджет Трейд»"', deep(500))),
    422,
  ],
  ['a number as department', 'message', () => message({ depart: 7 }), 422],
  ['an array as department', 'message', () => message({ depart: ['sales'] }), 422],
  ['accept as "yes"', 'message', () => message({ accept: 'yes' }), 422],
  ['accept as 1', 'message', () => message({ accept: 1 }), 422],
  ['accept missing', 'message', () => message({ accept: undefined }), 422],
  [
    'an infinite phone number',
    'message',
    () => json(JSON.stringify(validMessage()).replace('"+38 (067) 123-45-67"', '1e999')),
    422,
  ],
  ['a 60 KB name', 'message', () => message({ name: 'н'.repeat(30 * 1024) }), 422],
  ['a message of 5,001 characters', 'message', () => message({ message: 'x'.repeat(5001) }), 422],
  [
    '__proto__ carrying accept',
    'message',
    () =>
      json(JSON.stringify({ ...validMessage({ accept: undefined }) }).replace('{', '{"__proto__": {"accept": true},')),
    422,
  ],
  ['a locale that is an object', 'message', () => message({ locale: { en: true }, email: 'x' }), 422],
  // Control characters
  ['a bell character in company', 'message', () => message({ company: 'Acme\u0007' }), 422],
  ['a NUL byte in the message', 'message', () => message({ message: 'hello\u0000world' }), 422],
  ['a header injection in the name', 'message', () => message({ name: 'Ivan\r\nBcc: victim@evil.test' }), 422],
  [
    'a header injection in the e-mail',
    'message',
    () => message({ email: 'a@b.example\r\nBcc: victim@evil.test' }),
    422,
  ],
  // SQL and HTML injection
  ['SQL injection as department', 'message', () => message({ depart: "sales' OR '1'='1" }), 422],
  ['SQL injection as e-mail', 'message', () => message({ email: "' OR 1=1; --@x.example" }), 422],
  ['SQL injection as phone', 'message', () => message({ phone: '1; DROP TABLE users' }), 422],
  ['a script tag as e-mail', 'message', () => message({ email: '<script>alert(1)</script>@x.example' }), 422],
  ['an HTML image as phone', 'message', () => message({ phone: '<img src=x onerror=alert(1)>' }), 422],
  ['a script tag as department', 'message', () => message({ depart: '<script>alert(1)</script>' }), 422],
  // Methods and origins
  [
    'a foreign Origin',
    'message',
    () => ({ ...message({}), headers: { 'Content-Type': 'application/json', Origin: 'https://evil.test' } }),
    403,
  ],
  ['GET on the endpoint', 'message', () => ({ method: 'GET' }), 404],
  ['PUT on the endpoint', 'message', () => ({ ...message({}), method: 'PUT' }), 404],
  [
    'a method override to GET with broken JSON',
    'message',
    () => ({ ...json('{oops'), headers: { 'Content-Type': 'application/json', 'X-HTTP-Method-Override': 'GET' } }),
    400,
  ],
  // Multipart
  ['no content type for a CV', 'cv', () => ({ method: 'POST', body: 'name=x' }), 415],
  ['JSON to the CV endpoint', 'cv', () => json(JSON.stringify(applicant)), 415],
  [
    'multipart without a boundary',
    'cv',
    () => ({ ...cv(applicant), headers: { 'Content-Type': 'multipart/form-data' } }),
    400,
  ],
  [
    'multipart cut off in the middle',
    'cv',
    () => {
      const request = cvFile(pdfFile(), 'cv.pdf')
      return { ...request, body: (request.body as Buffer).subarray(0, 300) }
    },
    400,
  ],
  [
    'multipart with another boundary than declared',
    'cv',
    () => ({ ...cv(applicant), headers: { 'Content-Type': 'multipart/form-data; boundary=not-the-one' } }),
    400,
  ],
  [
    'garbage declared as multipart',
    'cv',
    () => ({
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
      body: '\u0000\u0001 garbage \r\n--abc\r\nbroken',
    }),
    400,
  ],
  [
    '80 form fields',
    'cv',
    () => cv(Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`field${index}`, 'x']))),
    413,
  ],
  [
    'a CV of 10 MB and more',
    'cv',
    () => cvFile(Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024, 0x20)]), 'cv.pdf', 'application/pdf'),
    413,
  ],
  ['an executable renamed .pdf', 'cv', () => cvFile(exeFile(), 'cv.pdf', 'application/pdf'), 415],
  ['an executable named .exe', 'cv', () => cvFile(exeFile(), 'cv.exe', 'application/x-msdownload'), 415],
  [
    'an HTML page renamed .pdf',
    'cv',
    () => cvFile(Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf', 'application/pdf'),
    415,
  ],
  [
    'an SVG renamed .rtf',
    'cv',
    () => cvFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'cv.rtf'),
    415,
  ],
  ['a plain ZIP renamed .docx', 'cv', () => cvFile(plainZip(), 'cv.docx'), 415],
  [
    'an installer (OLE2 without Word) renamed .doc',
    'cv',
    () => cvFile(msiLikeOle2(), 'cv.doc', 'application/msword'),
    415,
  ],
  ['a DOCX bomb', 'cv', () => cvFile(docxBomb(), 'cv.docx'), 422],
  ['a PDF without its trailer', 'cv', () => cvFile(pdfFile().subarray(0, 60), 'cv.pdf', 'application/pdf'), 422],
  ['an empty file', 'cv', () => cvFile(Buffer.alloc(0), 'cv.pdf', 'application/pdf'), 422],
  ['no file', 'cv', () => cv(applicant), 422],
  [
    'the file under another field name',
    'cv',
    () => cv(applicant, [{ name: 'cv', filename: 'cv.pdf', type: 'application/pdf', content: pdfFile() }]),
    422,
  ],
  [
    'accept missing on a CV',
    'cv',
    () => cv({ ...applicant, accept: '' }, [{ filename: 'cv.pdf', type: 'application/pdf', content: pdfFile() }]),
    422,
  ],
  [
    'SQL injection as vacancy',
    'cv',
    () => cv({ ...applicant, vacancy: '1 OR 1=1' }, [{ filename: 'cv.pdf', content: pdfFile() }]),
    422,
  ],
  [
    'a vacancy that does not exist',
    'cv',
    () => cv({ ...applicant, vacancy: '987654' }, [{ filename: 'cv.pdf', content: pdfFile() }]),
    422,
  ],
  [
    'an unpublished vacancy',
    'cv',
    () => cv({ ...applicant, vacancy: String(draftVacancy) }, [{ filename: 'cv.pdf', content: pdfFile() }]),
    422,
  ],
  [
    'control characters in a CV name',
    'cv',
    () => cv({ ...applicant, name: 'Марія\u001b[31m' }, [{ filename: 'cv.pdf', content: pdfFile() }]),
    422,
  ],
]

describe('malformed and hostile requests', () => {
  // Each case is a valid request with one thing made wrong: the valid ones are accepted, so a
  // case's refusal is the answer to what it made wrong, not to a broken starting point.
  it('the valid message and the valid CV the cases are made from are accepted', async () => {
    const valid = message({})
    const sent = await httpRequest(`${server.url}/api/landing/send-message`, {
      ...valid,
      headers: { ...valid.headers, 'X-Forwarded-For': nextIp() },
    })
    expect(sent.status, sent.text.slice(0, 300)).toBe(200)
    // Sent as the cases send it: with the PDF's type, and as bytes of no declared type.
    for (const application of [cvFile(pdfFile(), 'cv.pdf', 'application/pdf'), cvFile(pdfFile(), 'cv.pdf')]) {
      const applied = await httpRequest(`${server.url}/api/landing/send-cv`, {
        ...application,
        headers: { ...application.headers, 'X-Forwarded-For': nextIp() },
      })
      expect(applied.status, applied.text.slice(0, 300)).toBe(200)
    }
  })

  const before: { counts?: Awaited<ReturnType<typeof countSubmissions>> } = {}
  it.each(cases)('%s: answers a 4xx JSON error and stores nothing', async (_name, path, build, status) => {
    before.counts ??= await countSubmissions(payload)
    const counts = await countSubmissions(payload)
    const request = build()
    const url = `${server.url}/api/landing/${path === 'message' ? 'send-message' : 'send-cv'}`
    const answer = await httpRequest(url, {
      ...request,
      headers: { 'X-Forwarded-For': nextIp(), ...(request.headers ?? {}) },
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(status)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.json).toBeTypeOf('object')
    expect(await countSubmissions(payload)).toEqual(counts)
  })

  it('after the whole table nothing was stored, and the server still accepts a valid message', async () => {
    expect(await countSubmissions(payload)).toEqual(before.counts)
    const answer = await httpRequest(`${server.url}/api/landing/send-message`, {
      ...message({}),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
    })
    expect(answer.status).toBe(200)
  })
})

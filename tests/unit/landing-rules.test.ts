import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { publicUser } from '@/endpoints/me'
import { checkCvFile, cleanOriginalFilename } from '@/features/cv/file'
import { defaultZipLimits, inspectZip } from '@/features/cv/zipInspect'
import { acceptLanguageLocale } from '@/i18n/localeDecision'
import { clientIp, isForeignOrigin, sameSitePageUrl } from '@/lib/landing/request'
import { docFile, docxBomb, docxFile, odtFile, pdfFile, rtfFile } from '../support/files'

const headers = (entries: Record<string, string>) => new Headers(entries)
const env = { SERVER_URL: 'https://shop.example' }

describe('the language of an answer', () => {
  it('is the best supported language of Accept-Language, else Ukrainian', () => {
    expect(acceptLanguageLocale('en-GB,en;q=0.9')).toBe('en')
    expect(acceptLanguageLocale('de;q=1, uk;q=0.4, en;q=0.6')).toBe('en')
    expect(acceptLanguageLocale('fr-FR')).toBe('uk')
    expect(acceptLanguageLocale('en;q=0')).toBe('uk')
    expect(acceptLanguageLocale(null)).toBe('uk')
  })
})

describe('the client address', () => {
  it('behind one trusted proxy (TRUST_PROXY=1) is the address that proxy saw: the right-most X-Forwarded-For entry', () => {
    // The client wrote 203.0.113.7 itself; the proxy appended the address it saw.
    const request = headers({ 'x-forwarded-for': '203.0.113.7, 198.51.100.9', 'x-ip-secret': '10.0.0.1' })
    expect(clientIp(request, { TRUST_PROXY: '1', CLIENT_IP_HEADER: 'x-ip-secret' })).toBe('198.51.100.9')
    expect(clientIp(request, { TRUST_PROXY: 'true', CLIENT_IP_HEADER: 'x-ip-secret' })).toBe('198.51.100.9')
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.9' }), { TRUST_PROXY: '1' })).toBe('198.51.100.9')
  })

  it('behind n trusted proxies (TRUST_PROXY=n) is the n-th entry from the right, or the leftmost when there are fewer', () => {
    const request = headers({ 'x-forwarded-for': '203.0.113.7, 198.51.100.9, 10.1.0.2, 10.2.0.3' })
    expect(clientIp(request, { TRUST_PROXY: '2' })).toBe('10.1.0.2')
    expect(clientIp(request, { TRUST_PROXY: '3' })).toBe('198.51.100.9')
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.9, 10.2.0.3' }), { TRUST_PROXY: '5' })).toBe(
      '198.51.100.9',
    )
  })

  it('is the socket address from the server without a trusted proxy, or when the proxy sent no X-Forwarded-For', () => {
    const request = headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-ip-secret': '198.51.100.2' })
    expect(clientIp(request, { CLIENT_IP_HEADER: 'x-ip-secret' })).toBe('198.51.100.2')
    expect(clientIp(request, { TRUST_PROXY: '0', CLIENT_IP_HEADER: 'x-ip-secret' })).toBe('198.51.100.2')
    expect(
      clientIp(headers({ 'x-ip-secret': '198.51.100.2' }), { TRUST_PROXY: '1', CLIENT_IP_HEADER: 'x-ip-secret' }),
    ).toBe('198.51.100.2')
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }), {})).toBe('unknown')
  })
})

describe('the origin check', () => {
  it('refuses a foreign or null Origin and allows SERVER_URL, the request host and no Origin', () => {
    expect(isForeignOrigin(headers({ origin: 'https://evil.test', host: 'shop.example' }), env)).toBe(true)
    expect(isForeignOrigin(headers({ origin: 'null' }), env)).toBe(true)
    expect(isForeignOrigin(headers({ origin: 'https://shop.example.evil.test' }), env)).toBe(true)
    expect(isForeignOrigin(headers({ origin: 'https://shop.example' }), env)).toBe(false)
    expect(isForeignOrigin(headers({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }), env)).toBe(false)
    expect(isForeignOrigin(headers({}), env)).toBe(false)
  })

  it('keeps a page URL of this site (absolute or a path, at most 500 characters) and drops any other', () => {
    const request = headers({ host: 'shop.example' })
    expect(sameSitePageUrl('/en/contacts#form', request, env)).toBe('/en/contacts#form')
    expect(sameSitePageUrl('https://shop.example/b2b', request, env)).toBe('https://shop.example/b2b')
    for (const bad of [
      '//evil.test/x',
      'https://evil.test/',
      'javascript:alert(1)',
      `/${'a'.repeat(500)}`,
      '/a b',
      42,
    ]) {
      expect(sameSitePageUrl(bad, request, env)).toBeUndefined()
    }
  })
})

describe('CV file types', () => {
  it('are decided by content: PDF, DOC, DOCX, ODT and RTF, stored under a server-made name', async () => {
    const cases: [Buffer, string, string][] = [
      [pdfFile(), 'a.pdf', 'pdf'],
      [docFile(), 'a.doc', 'doc'],
      [docxFile(), 'a.docx', 'docx'],
      [odtFile(), 'a.odt', 'odt'],
      [rtfFile(), 'a.rtf', 'rtf'],
    ]
    for (const [bytes, filename, kind] of cases) {
      const verdict = await checkCvFile(bytes, { filename, declaredType: '' })
      expect(verdict).toMatchObject({ ok: true, kind })
      expect(verdict.ok && verdict.storedName).toMatch(new RegExp(`^cv-[0-9a-f-]{36}\\.${kind}$`))
    }
  })

  it('refuses a name or a declared type that disagrees with the content', async () => {
    expect(await checkCvFile(pdfFile(), { filename: 'cv.rtf', declaredType: '' })).toEqual({
      ok: false,
      status: 415,
      key: 'fileMismatch',
    })
    expect(await checkCvFile(rtfFile(), { filename: 'cv', declaredType: 'application/pdf' })).toEqual({
      ok: false,
      status: 415,
      key: 'fileMismatch',
    })
    expect(await checkCvFile(rtfFile(), { filename: 'CV.RTF', declaredType: 'text/rtf; charset=utf-8' })).toMatchObject(
      { ok: true },
    )
  })

  it('keeps only the base name of the original file name, without control characters', () => {
    expect(cleanOriginalFilename('C:\\fakepath\\Моє резюме.pdf')).toBe('Моє резюме.pdf')
    expect(cleanOriginalFilename('../../etc/passwd\u0000.pdf')).toBe('passwd.pdf')
  })

  it('drops bidirectional controls and other invisible characters from the original file name, so it reads as what it is', () => {
    // Shown as "cvexe.pdf" with the override kept.
    expect(cleanOriginalFilename('cv\u202Efdp.exe')).toBe('cvfdp.exe')
    const invisible = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\u3164',
      '\uFE0F',
      '\u2028',
      '\u2029',
      '\u0085',
    ]
    for (const character of invisible) {
      expect(
        cleanOriginalFilename(`Моє${character} резюме.pdf`),
        `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      ).toBe('Моє резюме.pdf')
    }
    expect(cleanOriginalFilename('\u202E\u202E')).toBe('cv')
    expect(cleanOriginalFilename('السيرة الذاتية.pdf')).toBe('السيرة الذاتية.pdf')
    expect(Array.from(cleanOriginalFilename(`${'😀'.repeat(300)}.pdf`))).toHaveLength(200)
  })
})

describe('DOCX and ODT archives', () => {
  const small = { ...defaultZipLimits, maxTotalBytes: 100_000, ratioFloorBytes: 0 }

  it('are refused past 1,000 entries', () => {
    const files = Object.fromEntries(
      Array.from({ length: 1001 }, (_, index) => [`word/part${index}.xml`, strToU8('x')]),
    )
    expect(inspectZip(Buffer.from(zipSync(files)))).toEqual({ ok: false, reason: 'tooManyEntries' })
  })

  it('are refused when they unpack past the total size, whatever sizes they declare', () => {
    const random = Buffer.alloc(60_000)
    for (let index = 0; index < random.length; index++) random[index] = (index * 7919 + (index >> 3) * 31) % 251
    const zip = Buffer.from(zipSync({ 'a.bin': random, 'b.bin': random }, { level: 0 }))
    expect(inspectZip(zip, small)).toEqual({ ok: false, reason: 'tooLarge' })
    expect(inspectZip(zip, { ...small, maxTotalBytes: 200_000 })).toMatchObject({ ok: true })
  })

  it('are refused when one entry inflates past 100 times its packed size (a zip bomb)', async () => {
    expect(inspectZip(docxBomb())).toEqual({ ok: false, reason: 'ratio' })
    expect(await checkCvFile(docxBomb(), { filename: 'cv.docx', declaredType: '' })).toEqual({
      ok: false,
      status: 422,
      key: 'fileCorrupt',
    })
  })
})

describe('GET /api/me', () => {
  it('never returns password hashes, salts, tokens or login counters', () => {
    const user = {
      id: 1,
      email: 'a@b.example',
      roles: ['hr'],
      hash: 'h',
      salt: 's',
      resetPasswordToken: 't',
      _verificationToken: 'v',
      loginAttempts: 2,
      lockUntil: 'x',
      sessions: [],
    }
    expect(publicUser(user)).toEqual({ id: 1, email: 'a@b.example', roles: ['hr'] })
  })
})

describe('a server fault', () => {
  it('answers 503 with a message in the request language, never a 500, when the database is unreachable', async () => {
    const { sendMessageEndpoint } = await import('@/features/contact/endpoint')
    const pg = await import('pg')
    const pool = new pg.default.Pool({
      connectionString: 'postgres://nobody:wrong@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    })
    const logged: unknown[] = []
    const req = {
      headers: new Headers({ 'accept-language': 'en', 'content-type': 'application/json' }),
      body: null,
      payload: { db: { pool }, logger: { error: (entry: unknown) => logged.push(entry), warn: () => undefined } },
    }
    const answer = await sendMessageEndpoint.handler(
      req as unknown as Parameters<typeof sendMessageEndpoint.handler>[0],
    )
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({
      error: 'The request could not be processed. Please try again.',
      code: 'serverError',
    })
    expect(answer.headers.get('retry-after')).toBe('30')
    expect(logged).toHaveLength(1)
    await pool.end()
  })
})

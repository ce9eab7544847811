import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { addressHmac, erasureKey, keyId } from '@/lib/erasure/address'
import { appendErasure, erasureFolder, readErasureLog } from '@/lib/erasure/log'
import { replayErasures } from '@/lib/erasure/replay'
import { pdfFile } from '../support/files'
import { ensureUser, getTestPayload } from '../support/payload'
import { startS3Server } from '../../tools/cluster/s3'

/**
 * Erasure on request (src/lib/erasure, src/admin/Erasure): an admin finds every message and CV
 * carrying one address and erases them all, CV files included; the erasure log outside the
 * database keeps who, when and how many, the address only as a keyed hash; a replay (what a
 * restore runs) erases again what comes back. The endpoints are called through Payload's own
 * REST handler (real authentication, language and routing), without a server.
 */
let payload: Payload
const password = 'erasure-test-password-9'
const tokens: Record<'admin' | 'sales' | 'hr', string> = { admin: '', sales: '', hr: '' }
let adminId: number

const person = 'olena.koval@example.com'
const cvFolder = () => path.join(inject('dataDir'), 'cv')

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'sales', 'hr'] as const) {
    const user = await ensureUser(payload, `erasure-${role}@example.com`, [role], password)
    if (role === 'admin') adminId = user.id
    const login = await payload.login({ collection: 'users', data: { email: user.email, password } })
    tokens[role] = login.token!
  }
})

function post(action: 'find' | 'erase', body: unknown, options: { token?: string; language?: string } = {}) {
  return handleEndpoints({
    config,
    request: new Request(`${process.env.SERVER_URL || 'http://localhost:3000'}/api/erasure/${action}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': options.language ?? 'en',
        ...(options.token ? { Authorization: `JWT ${options.token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  })
}

const message = (email: string) =>
  payload.create({
    collection: 'contact-forms',
    data: { status: 'new', company: 'Acme', name: 'Olena', email, phone: '+380441234567', accept: true },
    overrideAccess: true,
  })

const cv = (email: string, file: string) => {
  const pdf = pdfFile(file)
  return payload.create({
    collection: 'cv-submissions',
    data: { status: 'new', name: 'Olena', email, accept: true, originalFilename: `${file}.pdf` },
    file: { data: pdf, mimetype: 'application/pdf', name: `${file}.pdf`, size: pdf.length },
    overrideAccess: true,
  })
}

const exists = async (collection: 'contact-forms' | 'cv-submissions', id: number) =>
  Boolean(await payload.findByID({ collection, id, overrideAccess: true, disableErrors: true }))

describe('erasure on request', () => {
  it('erases every message and CV of one address in any case, with the CV files, and leaves everyone else', async () => {
    const mine = await Promise.all([message('Olena.Koval@Example.com'), message(person)])
    const myCv = await cv('OLENA.KOVAL@example.com', 'erasure-olena')
    // A longer address containing hers, and another person: not hers.
    const others = await Promise.all([message('xolena.koval@example.com'), message('taras@example.com')])
    const otherCv = await cv('taras@example.com', 'erasure-taras')
    expect(fs.existsSync(path.join(cvFolder(), myCv.filename!))).toBe(true)

    const found = await post('find', { email: '  Olena.KOVAL@example.com ' }, { token: tokens.admin })
    expect(found.status).toBe(200)
    const list = (await found.json()) as { messages: { id: number }[]; cvs: { id: number; file: string }[] }
    expect(list.messages.map((doc) => doc.id).sort()).toEqual(mine.map((doc) => doc.id).sort())
    expect(list.cvs).toEqual([expect.objectContaining({ id: myCv.id, file: 'erasure-olena.pdf' })])

    const erased = await post(
      'erase',
      { email: person.toUpperCase(), expected: { messages: 2, cvs: 1 } },
      { token: tokens.admin },
    )
    expect(erased.status).toBe(200)
    expect(await erased.json()).toEqual({ messages: 2, cvs: 1 })

    for (const doc of mine) expect(await exists('contact-forms', doc.id)).toBe(false)
    expect(await exists('cv-submissions', myCv.id)).toBe(false)
    expect(fs.existsSync(path.join(cvFolder(), myCv.filename!))).toBe(false)
    for (const doc of others) expect(await exists('contact-forms', doc.id)).toBe(true)
    expect(await exists('cv-submissions', otherCv.id)).toBe(true)
    expect(fs.existsSync(path.join(cvFolder(), otherCv.filename!))).toBe(true)
  })

  it('logs who erased how many and when outside the database, the address only as its HMAC', async () => {
    const key = erasureKey()!
    const log = await readErasureLog()
    const entry = log.map((named) => named.entry).find((item) => item.address === addressHmac(person, key))
    expect(entry).toMatchObject({ by: adminId, messages: 2, cvs: 1, key: keyId(key) })
    expect(Date.now() - new Date(entry!.at).getTime()).toBeLessThan(60_000)
    // Keyed: the plain SHA-256 of the address, which anyone could compute from a guess, is not it.
    expect(entry!.address).not.toContain(
      (await import('node:crypto')).createHash('sha256').update(person).digest('hex'),
    )
    const folder = path.join(inject('dataDir'), erasureFolder)
    for (const file of fs.readdirSync(folder)) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8')
      expect(text).not.toMatch(/olena|@/i)
    }
  })

  it('refuses anyone but an admin, a bad address and counts other than those found, in the request language', async () => {
    expect((await post('find', { email: person })).status).toBe(401)
    expect((await post('find', { email: person }, { token: tokens.sales })).status).toBe(403)
    expect(
      (await post('erase', { email: person, expected: { messages: 0, cvs: 0 } }, { token: tokens.hr })).status,
    ).toBe(403)

    const english = await post('find', { email: 'not an address' }, { token: tokens.admin })
    expect(english.status).toBe(400)
    expect(await english.json()).toMatchObject({ errors: [{ message: 'Enter a valid e-mail address' }] })
    const ukrainian = await post('erase', { email: '' }, { token: tokens.admin, language: 'uk' })
    expect(ukrainian.status).toBe(400)
    expect(await ukrainian.json()).toMatchObject({ errors: [{ message: 'Введіть коректну адресу e-mail' }] })

    // A message arrived after the admin looked: nothing is erased until they look again.
    const late = await message('late.sender@example.com')
    const stale = await post(
      'erase',
      { email: 'late.sender@example.com', expected: { messages: 0, cvs: 0 } },
      { token: tokens.admin },
    )
    expect(stale.status).toBe(409)
    expect(await exists('contact-forms', late.id)).toBe(true)
  })

  it('erases again, on replay, a message and a CV that come back with an erased address', async () => {
    // As after restoring an archive taken before the erasure.
    const back = await message('OLENA.koval@example.com')
    const backCv = await cv(person, 'erasure-olena-again')
    const kept = await message('taras@example.com')
    const replayed = await replayErasures(inject('databaseUrl'), await readErasureLog(), (act) => act(payload))
    expect(replayed).toMatchObject({ messages: 1, cvs: 1, otherKey: 0 })
    expect(await exists('contact-forms', back.id)).toBe(false)
    expect(await exists('cv-submissions', backCv.id)).toBe(false)
    expect(fs.existsSync(path.join(cvFolder(), backCv.filename!))).toBe(false)
    expect(await exists('contact-forms', kept.id)).toBe(true)
  })

  it('keeps the log in the bucket, under erasures/, when uploads live in S3', async () => {
    const s3 = await startS3Server('erasure-log')
    const saved = { ...process.env }
    Object.assign(process.env, s3.env)
    try {
      const key = erasureKey()!
      const address = addressHmac('someone@example.com', key)
      const name = await appendErasure({
        at: new Date().toISOString(),
        by: adminId,
        messages: 1,
        cvs: 0,
        address,
        key: keyId(key),
      })
      expect((await s3.objects()).map((object) => object.key)).toEqual([`erasures/${name}`])
      expect((await s3.read(`erasures/${name}`)).toString()).not.toContain('someone')
      expect((await readErasureLog()).map((named) => named.entry.address)).toEqual([address])
    } finally {
      for (const variable of Object.keys(s3.env)) if (!(variable in saved)) delete process.env[variable]
      await s3.stop()
    }
  })
})

import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdfFile } from '../support/files'
import { multipartBody, type HttpAnswer, type HttpOptions } from '../support/http'
import { getTestPayload } from '../support/payload'
import { sharedServer, type TestServer } from '../support/server'
import { actors, jsonBody, restAs, signInStaff, type Actor, type Staff } from '../support/staff'

/**
 * The role table of ARCHITECTURE.md ("Who may do what") over HTTP, as integrators and the
 * admin meet it: each role (and nobody signed in) against each collection's REST (list, read,
 * create, update, delete), versions, globals, document locks, the jobs queue and the CSV
 * exports, on the production server. Then what the table says of recipient addresses.
 */
let server: TestServer
let payload: Payload
let staff: Staff
let png: Buffer
const pdf = pdfFile()

beforeAll(async () => {
  payload = await getTestPayload()
  server = sharedServer()
  staff = await signInStaff(payload, server.url, 'rest-access.test')
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  await server?.stop()
})

const call = (actor: Actor, path: string, options: HttpOptions = {}) => restAs(staff, actor, server.url, path, options)
const context = { disableRevalidate: true }

type Op = 'list' | 'read' | 'create' | 'update' | 'delete'
const everyone = actors
const editorial: Actor[] = ['admin', 'editor']
const content = { list: everyone, read: everyone, create: editorial, update: editorial, delete: editorial }
const table: Record<string, Record<Op, Actor[]>> = {
  pages: content,
  posts: content,
  reviews: content,
  vacancies: content,
  grades: content,
  media: content,
  departments: { list: everyone, read: everyone, create: ['admin'], update: ['admin'], delete: ['admin'] },
  'contact-forms': {
    list: ['admin', 'sales'],
    read: ['admin', 'sales'],
    create: ['admin'],
    update: ['admin', 'sales'],
    delete: ['admin'],
  },
  'cv-submissions': {
    list: ['admin', 'hr'],
    read: ['admin', 'hr'],
    create: ['admin'],
    update: ['admin', 'hr'],
    delete: ['admin'],
  },
  redirects: { list: editorial, read: editorial, create: editorial, update: editorial, delete: editorial },
  'payload-jobs': { list: [], read: [], create: [], update: [], delete: [] },
}
const allowedStatus: Record<Op, number> = { list: 200, read: 200, create: 201, update: 200, delete: 200 }
const expected = (collection: string, op: Op, actor: Actor) =>
  table[collection]![op].includes(actor) ? allowedStatus[op] : 403

let serial = 0
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`

/** What a REST create sends: JSON, or multipart with `_payload` for an upload. */
function createBody(collection: string): HttpOptions {
  const n = unique()
  const upload = (data: object, filename: string, type: string, content: Buffer) => {
    const { body, contentType } = multipartBody({ _payload: JSON.stringify(data) }, [{ filename, type, content }])
    return { headers: { 'Content-Type': contentType }, body }
  }
  switch (collection) {
    case 'posts':
      return jsonBody({ title: `REST post ${n}`, _status: 'published' })
    case 'reviews':
      return jsonBody({ author: `Reviewer ${n}`, text: 'A good partner.', _status: 'published' })
    case 'vacancies':
      return jsonBody({ title: `Vacancy ${n}`, _status: 'published' })
    case 'grades':
      return jsonBody({ title: `Grade ${n}`, minBatteryHealth: 90, warranty: { value: 1, unit: 'months' } })
    case 'media':
      return upload({ alt: `Picture ${n}` }, `rest-${n}.png`, 'image/png', png)
    case 'departments':
      return jsonBody({ key: `rest_${n}`, name: `Department ${n}`, recipients: [{ email: `d${n}@dept.test` }] })
    case 'contact-forms':
      return jsonBody({ company: 'Acme', name: 'Ann', email: 'ann@example.com', phone: '+380441234567', accept: true })
    case 'cv-submissions':
      return upload({ name: 'Ann', email: 'ann@example.com', accept: true }, `cv-${n}.pdf`, 'application/pdf', pdf)
    case 'redirects':
      return jsonBody({ from: `/old-${n}`, to: { type: 'custom', url: 'https://example.com/' } })
    case 'payload-jobs':
      return jsonBody({ taskSlug: 'sendContactEmail', input: { id: 1 } })
    default:
      throw new Error(collection)
  }
}

const patches: Record<string, object> = {
  pages: { title: 'Сертифікати' },
  grades: { minBatteryHealth: 91 },
  departments: { order: 5 },
  media: { alt: 'Changed' },
  'contact-forms': { notes: 'Called back' },
  'cv-submissions': { notes: 'Called back' },
  reviews: { text: 'Changed' },
  redirects: { from: '/changed-by-rest' },
  'payload-jobs': { queue: 'other' },
}

/** A document to read, change and delete, made through the Local API. */
async function fixture(collection: string): Promise<number> {
  const n = unique()
  const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })
  const create = (data: object, extra: object = {}) =>
    payload
      .create({
        collection: collection as CollectionSlug,
        data: data as never,
        overrideAccess: true,
        context,
        ...extra,
      })
      .then((doc) => doc.id as number)
  switch (collection) {
    case 'pages': {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'certificates' } },
        limit: 1,
        overrideAccess: true,
      })
      return docs[0]!.id
    }
    case 'media':
      return create({ alt: `Fixture ${n}` }, { file: file(png, `fixture-${n}.png`, 'image/png') })
    case 'cv-submissions':
      return create(
        { name: 'Ann', email: 'ann@example.com', accept: true },
        { file: file(pdf, `fixture-${n}.pdf`, 'application/pdf') },
      )
    case 'payload-jobs':
      return (await payload.jobs.queue({ task: 'sendContactEmail', input: { id: 999_999 }, queue: 'rest-access-test' }))
        .id as number
    default:
      return create(JSON.parse(createBody(collection).body as string))
  }
}

/**
 * Pages are one per route (a unique slug): an allowed role deletes the certificates page and
 * makes it again; others are refused both on the existing page.
 */
async function pageCreateAndDelete(actor: Actor, id: number): Promise<[HttpAnswer, HttpAnswer]> {
  const page = await payload.findByID({ collection: 'pages', id, depth: 0, locale: 'uk', overrideAccess: true })
  const data = { title: page.title, slug: page.slug, layout: page.layout, _status: 'published' }
  if (!table.pages!.delete.includes(actor))
    return [
      await call(actor, '/api/pages', { method: 'POST', ...jsonBody(data) }),
      await call(actor, `/api/pages/${id}`, { method: 'DELETE' }),
    ]
  const deleted = await call(actor, `/api/pages/${id}`, { method: 'DELETE' })
  const created = await call(actor, '/api/pages?locale=uk', { method: 'POST', ...jsonBody(data) })
  return [created, deleted]
}

describe('each role against each collection over REST', () => {
  for (const [collection, rules] of Object.entries(table)) {
    for (const actor of actors) {
      const line = (['list', 'read', 'create', 'update', 'delete'] as Op[])
        .map((op) => `${op} ${expected(collection, op, actor)}`)
        .join(', ')
      it(`${actor} on ${collection}: ${line}`, async () => {
        const id = await fixture(collection)
        const statuses: Partial<Record<Op, number>> = {}
        statuses.list = (await call(actor, `/api/${collection}?depth=0&limit=5`)).status
        statuses.read = (await call(actor, `/api/${collection}/${id}?depth=0`)).status
        statuses.update = (
          await call(actor, `/api/${collection}/${id}`, {
            method: 'PATCH',
            ...jsonBody(patches[collection] ?? { title: 'Changed by REST' }),
          })
        ).status
        if (collection === 'pages') {
          const [created, deleted] = await pageCreateAndDelete(actor, id)
          statuses.create = created.status
          statuses.delete = deleted.status
        } else {
          statuses.create = (
            await call(actor, `/api/${collection}`, { method: 'POST', ...createBody(collection) })
          ).status
          statuses.delete = (await call(actor, `/api/${collection}/${id}`, { method: 'DELETE' })).status
        }
        expect(statuses).toEqual(
          Object.fromEntries((Object.keys(rules) as Op[]).map((op) => [op, expected(collection, op, actor)])),
        )
      })
    }
  }

  it('users: admins manage every account; other staff read and change only their own; visitors nothing', async () => {
    const hrAccount = staff.hr.id!
    for (const actor of actors) {
      const list = await call(actor, '/api/users?depth=0&limit=100')
      const read = await call(actor, `/api/users/${hrAccount}?depth=0`)
      const update = await call(actor, `/api/users/${hrAccount}`, { method: 'PATCH', ...jsonBody({ name: 'Renamed' }) })
      const create = await call(actor, '/api/users', {
        method: 'POST',
        ...jsonBody({ email: `new-${unique()}@rest-access.test`, password: 'another-password-1', roles: ['sales'] }),
      })
      const listed = ((list.json as { docs?: { id: number }[] }).docs ?? []).map((doc) => doc.id)
      const seen = { list: list.status, read: read.status, update: update.status, create: create.status }
      if (actor === 'anonymous') expect(seen, actor).toEqual({ list: 403, read: 403, update: 403, create: 403 })
      else if (actor === 'admin') expect(seen, actor).toEqual({ list: 200, read: 200, update: 200, create: 201 })
      else if (actor === 'hr')
        expect(seen, 'hr on their own account').toEqual({ list: 200, read: 200, update: 200, create: 403 })
      else expect(seen, `${actor} on the account of hr`).toEqual({ list: 200, read: 404, update: 403, create: 403 })
      if (actor !== 'anonymous' && actor !== 'admin')
        expect(listed, `${actor} lists only their own account`).toEqual([staff[actor].id])
    }
  })
})

describe('versions and globals', () => {
  for (const collection of ['pages', 'posts', 'reviews', 'vacancies']) {
    it(`versions of ${collection} are listed, read and restored by editors and admins only`, async () => {
      const id = await fixture(collection)
      await payload.update({
        collection: collection as CollectionSlug,
        id,
        data: patches[collection] ?? { title: 'A second version' },
        overrideAccess: true,
        context,
      })
      const { docs } = await payload.findVersions({
        collection: collection as CollectionSlug,
        where: { parent: { equals: id } },
        limit: 1,
        overrideAccess: true,
      })
      const version = docs[0]!.id
      for (const actor of actors) {
        const allowed = editorial.includes(actor)
        const seen = {
          list: (await call(actor, `/api/${collection}/versions?depth=0&limit=5`)).status,
          read: (await call(actor, `/api/${collection}/versions/${version}?depth=0`)).status,
          restore: (await call(actor, `/api/${collection}/versions/${version}?depth=0`, { method: 'POST' })).status,
        }
        expect(seen, actor).toEqual(
          allowed ? { list: 200, read: 200, restore: 200 } : { list: 403, read: 403, restore: 403 },
        )
      }
    })
  }

  for (const global of ['header', 'footer', 'site-settings']) {
    it(`the ${global} global is read by everyone and changed by editors and admins only`, async () => {
      for (const actor of actors) {
        expect((await call(actor, `/api/globals/${global}?depth=0`)).status, `${actor} reads`).toBe(200)
        const changed = await call(actor, `/api/globals/${global}?depth=0`, { method: 'POST', ...jsonBody({}) })
        expect(changed.status, `${actor} changes`).toBe(editorial.includes(actor) ? 200 : 403)
      }
    })
  }
})

describe('document locks', () => {
  type LockFixture = { name: string; id: number }
  const locks: Record<string, LockFixture> = {}

  beforeAll(async () => {
    const lock = async (
      name: string,
      document: { relationTo: string; value: number } | null,
      holder: Actor,
      globalSlug?: string,
    ) => {
      const doc = await payload.create({
        collection: 'payload-locked-documents',
        data: { document: document as never, globalSlug, user: { relationTo: 'users', value: staff[holder].id! } },
        overrideAccess: true,
      })
      locks[name] = { name, id: doc.id }
    }
    // The server's queue e-mails a new submission and records that on the document, and Payload
    // releases a document's lock whenever the document is saved: these two are made as already
    // sent, so the queue's job finds nothing to do and leaves them (and their locks) alone.
    const sent = { delivery: { state: 'sent' } }
    const delivered = async (collection: 'contact-forms' | 'cv-submissions') => {
      const data =
        collection === 'contact-forms'
          ? { ...JSON.parse(createBody(collection).body as string), ...sent }
          : { name: 'Ann', email: 'ann@example.com', accept: true, ...sent }
      const file =
        collection === 'cv-submissions'
          ? { file: { data: pdf, name: `locked-${unique()}.pdf`, mimetype: 'application/pdf', size: pdf.length } }
          : {}
      return (await payload.create({ collection, data: data as never, overrideAccess: true, context, ...file }))
        .id as number
    }
    // The admin has a post, a contact message, a CV and the header open; sales their own account.
    await lock('post', { relationTo: 'posts', value: await fixture('posts') }, 'admin')
    await lock('contact message', { relationTo: 'contact-forms', value: await delivered('contact-forms') }, 'admin')
    await lock('CV', { relationTo: 'cv-submissions', value: await delivered('cv-submissions') }, 'admin')
    await lock('header', null, 'admin', 'header')
    await lock('own account of sales', { relationTo: 'users', value: staff.sales.id! }, 'sales')
  })

  // The run's database is shared: a lock left here would turn away the next file's saves (423).
  afterAll(async () => {
    await payload.delete({
      collection: 'payload-locked-documents',
      where: { id: { in: Object.values(locks).map((lock) => lock.id) } },
      overrideAccess: true,
    })
  })

  const visibleTo: Record<Actor, string[] | 403> = {
    anonymous: 403,
    admin: ['post', 'contact message', 'CV', 'header', 'own account of sales'],
    editor: ['post', 'header'],
    hr: ['CV'],
    sales: ['contact message', 'own account of sales'],
  }

  for (const actor of actors) {
    const sees = visibleTo[actor]
    it(`${actor} ${sees === 403 ? 'lists no locks (403)' : `lists the locks on: ${sees.join(', ')}`}`, async () => {
      const answer = await call(actor, '/api/payload-locked-documents?depth=0&limit=1000')
      if (sees === 403) return expect(answer.status).toBe(403)
      expect(answer.status).toBe(200)
      const ids = new Set(((answer.json as { docs: { id: number }[] }).docs ?? []).map((doc) => doc.id))
      const listed = Object.values(locks)
        .filter((lock) => ids.has(lock.id))
        .map((lock) => lock.name)
      expect(listed.sort()).toEqual([...sees].sort())
    })
  }

  it('a lock is taken over or released only by staff who may edit the document, and never made or repointed over REST', async () => {
    const contact = locks['contact message']!.id
    const takeOver = (actor: Actor) =>
      call(actor, `/api/payload-locked-documents/${contact}`, {
        method: 'PATCH',
        ...jsonBody({ user: { relationTo: 'users', value: staff[actor].id } }),
      })
    expect((await takeOver('hr')).status).not.toBe(200)
    expect((await call('hr', `/api/payload-locked-documents/${contact}`, { method: 'DELETE' })).status).not.toBe(200)
    expect(
      (
        await call('sales', `/api/payload-locked-documents/${contact}`, {
          method: 'PATCH',
          ...jsonBody({ user: { relationTo: 'users', value: staff.admin.id } }),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call('sales', `/api/payload-locked-documents/${contact}`, {
          method: 'PATCH',
          ...jsonBody({ document: { relationTo: 'cv-submissions', value: 1 } }),
        })
      ).status,
    ).toBe(403)
    expect((await takeOver('sales')).status).toBe(200)
    for (const actor of actors) {
      const made = await call(actor, '/api/payload-locked-documents', {
        method: 'POST',
        ...jsonBody({ globalSlug: 'footer', user: { relationTo: 'users', value: staff[actor].id ?? 1 } }),
      })
      expect(made.status, `${actor} makes a lock`).toBe(403)
    }
    expect((await call('sales', `/api/payload-locked-documents/${contact}`, { method: 'DELETE' })).status).toBe(200)
  })
})

describe('the jobs queue and the CSV exports', () => {
  it('/api/payload-jobs/run is run by admins only (401 for everyone else)', async () => {
    for (const actor of actors)
      expect((await call(actor, '/api/payload-jobs/run?queue=rest-access-none')).status, actor).toBe(
        actor === 'admin' ? 200 : 401,
      )
  })

  it('/api/payload-jobs/handle-schedules is refused to everyone but admins (401)', async () => {
    // Admins get Payload's own answer (this site schedules no jobs).
    for (const actor of actors) {
      const status = (await call(actor, '/api/payload-jobs/handle-schedules')).status
      if (actor === 'admin') expect(status, actor).not.toBe(401)
      else expect(status, actor).toBe(401)
    }
  })

  const exports: Record<string, Actor[]> = { 'contact-forms': ['admin', 'sales'], 'cv-submissions': ['admin', 'hr'] }
  for (const [collection, readers] of Object.entries(exports)) {
    it(`the CSV export of ${collection} is for ${readers.join(' and ')} (401 signed out, 403 other staff)`, async () => {
      for (const actor of actors) {
        const answer = await call(actor, `/api/${collection}/export.csv`)
        expect(answer.status, actor).toBe(readers.includes(actor) ? 200 : actor === 'anonymous' ? 401 : 403)
      }
    })
  }
})

describe('recipient addresses', () => {
  let message: number
  const address = 'secret-dept@dept.test'

  beforeAll(async () => {
    const doc = await payload.create({
      collection: 'contact-forms',
      // What the queue records when the SMTP server refuses one address and takes the others. Made
      // so at once: a message not yet sent would be sent by the server's queue, which would
      // overwrite this record while the tests read it.
      data: {
        status: 'new',
        company: 'Recipients Test Co',
        name: 'Ann',
        email: 'ann@example.com',
        phone: '+380441234567',
        accept: true,
        recipients: address,
        delivery: { state: 'sent', lastError: `Refused by the SMTP server: ${address}` },
      },
      overrideAccess: true,
      context,
    })
    message = doc.id
  })

  it('sales read a contact message, its list and its delivery state without the department addresses; admins with them', async () => {
    for (const actor of ['admin', 'sales'] as Actor[]) {
      const answers = [
        await call(actor, `/api/contact-forms/${message}?depth=0`),
        await call(actor, `/api/contact-forms?depth=0&limit=100&where[id][equals]=${message}`),
      ]
      for (const answer of answers) {
        expect(answer.status).toBe(200)
        expect(answer.text).toContain('Recipients Test Co')
        if (actor === 'admin') expect(answer.text).toContain(address)
        else expect(answer.text, `${actor} sees no address`).not.toContain('dept.test')
      }
      const delivery = (answers[0]!.json as { delivery: { lastError: string } }).delivery
      expect(delivery.lastError).toMatch(/^Refused by the SMTP server: /)
    }
  })

  it('sales cannot find a message by its recipient address', async () => {
    const found = (where: string) =>
      call('sales', `/api/contact-forms?depth=0&limit=100&where[recipients][equals]=${encodeURIComponent(where)}`)
    const [right, wrong] = [await found(address), await found('nobody@dept.test')]
    const total = (answer: HttpAnswer) =>
      answer.status === 200 ? (answer.json as { totalDocs: number }).totalDocs : answer.status
    expect(total(right), 'the filter tells nothing').toBe(total(wrong))
    expect(right.text).not.toContain('dept.test')
  })

  it('the CSV export leaves the recipients column out for sales, even when asked for it', async () => {
    const columns = encodeURIComponent(JSON.stringify(['company', 'recipients', 'delivery']))
    for (const actor of ['admin', 'sales'] as Actor[]) {
      const csv = await call(actor, `/api/contact-forms/export.csv?columns=${columns}`)
      expect(csv.status).toBe(200)
      expect(csv.text).toContain('Recipients Test Co')
      if (actor === 'admin') expect(csv.text).toContain(address)
      else {
        expect(csv.text).not.toContain('dept.test')
        expect(csv.text.split('\r\n')[0]).not.toMatch(/Отримувачі|Recipients/)
      }
    }
  })

  it('the admin edit view of a contact message shows the recipients to admins only', async () => {
    for (const actor of ['admin', 'sales'] as Actor[]) {
      const token = staff[actor].headers.Authorization!.replace('JWT ', '')
      // A browser's navigation: the cookie, and Sec-Fetch-Site, without which Payload ignores the cookie.
      const view = await call('anonymous', `/admin/collections/contact-forms/${message}`, {
        headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'none', 'Accept-Language': 'uk' },
      })
      expect(view.status).toBe(200)
      expect(view.text, 'the document is rendered').toContain('Recipients Test Co')
      if (actor === 'admin') expect(view.text).toContain(address)
      else expect(view.text, 'sales see no address').not.toContain('dept.test')
    }
  })
})

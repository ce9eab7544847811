import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access'
import { pageSlugs } from '@/lib/routes'
import type { User } from '@/payload-types'
import { pdfFile } from '../support/files'
import { asUser, ensureUser, getTestPayload } from '../support/payload'

/**
 * The role table of ARCHITECTURE.md, checked for every collection, role and operation
 * through the Local API on behalf of a user (overrideAccess: false), as REST and the admin do.
 */
type Actor = Role | 'anonymous' | 'none'
type Op = 'create' | 'read' | 'update' | 'delete'
const actors: Actor[] = ['admin', 'editor', 'hr', 'sales', 'none', 'anonymous']

const all = (...who: Actor[]) => who
const editorial = all('admin', 'editor')
const table: Record<string, Record<Op, Actor[]>> = {
  pages: { create: editorial, read: actors, update: editorial, delete: editorial },
  posts: { create: editorial, read: actors, update: editorial, delete: editorial },
  reviews: { create: editorial, read: actors, update: editorial, delete: editorial },
  vacancies: { create: editorial, read: actors, update: editorial, delete: editorial },
  grades: { create: editorial, read: actors, update: editorial, delete: editorial },
  media: { create: editorial, read: actors, update: editorial, delete: editorial },
  departments: { create: all('admin'), read: actors, update: all('admin'), delete: all('admin') },
  'contact-forms': {
    create: all('admin'),
    read: all('admin', 'sales'),
    update: all('admin', 'sales'),
    delete: all('admin'),
  },
  'cv-submissions': {
    create: all('admin'),
    read: all('admin', 'hr'),
    update: all('admin', 'hr'),
    delete: all('admin'),
  },
}

let payload: Payload
const users = {} as Record<Actor, User | null>
let png: Buffer
const pdf = pdfFile()

function sampleData(
  collection: string,
  n: string,
): { data: Record<string, unknown>; file?: { data: Buffer; mimetype: string; name: string; size: number } } {
  switch (collection) {
    case 'pages':
      return {
        data: {
          title: `Test page ${n}`,
          // The routes in turn, the home page last.
          slug: [...pageSlugs.filter((slug) => slug !== 'home'), 'home'][Number(n) % pageSlugs.length],
          _status: 'published',
        },
      }
    case 'posts':
      return { data: { title: `Test post ${n}`, _status: 'published' } }
    case 'reviews':
      return { data: { author: `Reviewer ${n}`, text: 'Good partner.', _status: 'published' } }
    case 'vacancies':
      return { data: { title: `Vacancy ${n}`, _status: 'published' } }
    case 'grades':
      return { data: { title: `Grade ${n}`, minBatteryHealth: 90, warranty: { value: 1, unit: 'months' } } }
    case 'media':
      return {
        data: { alt: `Image ${n}` },
        file: { data: png, mimetype: 'image/png', name: `access-${n}.png`, size: png.length },
      }
    case 'departments':
      return { data: { key: `dept_${n}`, name: `Department ${n}`, recipients: [{ email: `d${n}@example.com` }] } }
    case 'contact-forms':
      return { data: { company: 'Acme', name: 'Ann', email: 'ann@example.com', phone: '+380441234567', accept: true } }
    case 'cv-submissions':
      return {
        data: { name: 'Ann', email: 'ann@example.com', accept: true },
        file: { data: pdf, mimetype: 'application/pdf', name: `cv-${n}.pdf`, size: pdf.length },
      }
    default:
      throw new Error(collection)
  }
}

let counter = 0
async function makeDoc(collection: string) {
  counter += 1
  const { data, file } = sampleData(collection, String(counter))
  if (collection === 'pages') {
    // One page per route: reuse the existing one for that slug.
    const existing = await payload.find({
      collection: 'pages',
      where: { slug: { equals: data.slug as string } },
      overrideAccess: true,
      limit: 1,
    })
    if (existing.docs[0]) return existing.docs[0]
  }
  return payload.create({
    collection: collection as CollectionSlug,
    data: data as never,
    file,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function attempt(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401 || status === 404) return false
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer()
  for (const role of ['admin', 'editor', 'hr', 'sales'] as Role[])
    users[role] = await ensureUser(payload, `${role}@access.test`, [role])
  users.none = await ensureUser(payload, 'norole@access.test', [])
  users.anonymous = null
})

describe('the role table', () => {
  for (const [collection, rules] of Object.entries(table)) {
    for (const actor of actors) {
      it(`${actor} on ${collection}: create ${rules.create.includes(actor)}, read ${rules.read.includes(actor)}, update ${rules.update.includes(actor)}, delete ${rules.delete.includes(actor)}`, async () => {
        const user = users[actor] ? asUser(users[actor]) : undefined
        const slug = collection as CollectionSlug
        const { data, file } = sampleData(collection, `${actor}-${++counter}`)
        if (collection !== 'pages') {
          const created = await attempt(() =>
            payload.create({
              collection: slug,
              data: data as never,
              file,
              user,
              overrideAccess: false,
              context: { disableRevalidate: true },
            }),
          )
          expect(created, 'create').toBe(rules.create.includes(actor))
        }

        const doc = await makeDoc(collection)
        const read = await attempt(async () => {
          const found = await payload.findByID({
            collection: slug,
            id: doc.id,
            user,
            overrideAccess: false,
            disableErrors: false,
          })
          if (!found) throw Object.assign(new Error('not found'), { status: 404 })
        })
        expect(read, 'read').toBe(rules.read.includes(actor))

        const patch =
          collection === 'grades'
            ? { minBatteryHealth: 91 }
            : collection === 'departments'
              ? { order: 5 }
              : collection === 'media'
                ? { alt: 'Changed' }
                : collection === 'contact-forms' || collection === 'cv-submissions'
                  ? { notes: 'Called back' }
                  : collection === 'reviews'
                    ? { text: 'Changed' }
                    : { title: 'Changed' }
        const updated = await attempt(() =>
          payload.update({
            collection: slug,
            id: doc.id,
            data: patch as never,
            user,
            overrideAccess: false,
            context: { disableRevalidate: true },
          }),
        )
        expect(updated, 'update').toBe(rules.update.includes(actor))

        if (collection !== 'pages') {
          const deleted = await attempt(() =>
            payload.delete({
              collection: slug,
              id: doc.id,
              user,
              overrideAccess: false,
              context: { disableRevalidate: true },
            }),
          )
          expect(deleted, 'delete').toBe(rules.delete.includes(actor))
        }
      })
    }
  }

  it('anonymous visitors read only published pages, posts, reviews and vacancies', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { title: 'Draft only' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const asAnonymous = await payload.find({
      collection: 'posts',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(asAnonymous.totalDocs).toBe(0)
    const asEditor = await payload.find({
      collection: 'posts',
      where: { id: { equals: draft.id } },
      draft: true,
      user: asUser(users.editor!),
      overrideAccess: false,
    })
    expect(asEditor.totalDocs).toBe(1)
    const vacancy = await payload.create({
      collection: 'vacancies',
      data: { title: 'Draft vacancy' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const asHr = await payload.find({
      collection: 'vacancies',
      where: { id: { equals: vacancy.id } },
      draft: true,
      user: asUser(users.hr!),
      overrideAccess: false,
    })
    expect(asHr.totalDocs).toBe(1)
    const asSales = await payload.find({
      collection: 'vacancies',
      where: { id: { equals: vacancy.id } },
      draft: true,
      user: asUser(users.sales!),
      overrideAccess: false,
    })
    expect(asSales.totalDocs).toBe(0)
  })

  it('recipient addresses of departments are visible to admins only', async () => {
    const department = await makeDoc('departments')
    for (const actor of actors) {
      const user = users[actor] ? asUser(users[actor]) : undefined
      const found = await payload.findByID({
        collection: 'departments',
        id: department.id,
        user,
        overrideAccess: false,
      })
      if (actor === 'admin') expect(found.recipients?.[0]?.email).toMatch(/@example\.com$/)
      else expect(JSON.stringify(found), `${actor} must not see recipients`).not.toContain('@example.com')
    }
  })

  it('only admins manage users, and nobody raises their own role', async () => {
    for (const actor of actors) {
      const user = users[actor] ? asUser(users[actor]) : undefined
      const created = await attempt(() =>
        payload.create({
          collection: 'users',
          data: { email: `new-${actor}@access.test`, password: 'another-password-1', roles: ['editor'] },
          user,
          overrideAccess: false,
        }),
      )
      expect(created, `${actor} creates a user`).toBe(actor === 'admin')
      if (actor === 'anonymous') {
        expect(await attempt(() => payload.find({ collection: 'users', user, overrideAccess: false }))).toBe(false)
        continue
      }
      const others = await payload.find({ collection: 'users', user, overrideAccess: false, limit: 100 })
      if (actor === 'admin') expect(others.totalDocs).toBeGreaterThan(1)
      else expect(others.docs.map((doc) => doc.id)).toEqual([users[actor]!.id])
    }
    for (const actor of ['editor', 'hr', 'sales', 'none'] as const) {
      const me = users[actor]!
      await payload.update({
        collection: 'users',
        id: me.id,
        data: { roles: ['admin'], name: `Renamed ${actor}` },
        user: asUser(me),
        overrideAccess: false,
      })
      const after = await payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })
      expect(after.roles, `${actor} keeps their role`).toEqual(actor === 'none' ? [] : [actor])
      expect(after.name).toBe(`Renamed ${actor}`)
    }
  })

  it('globals are read by everyone and changed by editors and admins only', async () => {
    for (const slug of ['header', 'footer', 'site-settings'] as const) {
      for (const actor of actors) {
        const user = users[actor] ? asUser(users[actor]) : undefined
        expect(await attempt(() => payload.findGlobal({ slug, user, overrideAccess: false }))).toBe(true)
        const data =
          slug === 'site-settings'
            ? { siteName: 'Gadget Hub B2B' }
            : slug === 'header'
              ? { contactLabel: "Зв'язатися" }
              : { lettering: 'GADGET HUB' }
        const updated = await attempt(() =>
          payload.updateGlobal({
            slug,
            data: data as never,
            user,
            overrideAccess: false,
            context: { disableRevalidate: true },
          }),
        )
        expect(updated, `${actor} updates ${slug}`).toBe(actor === 'admin' || actor === 'editor')
      }
    }
  })

  it('a user without a staff role cannot open the admin', async () => {
    const adminAccess = payload.collections.users.config.access.admin!
    const can = async (actor: Actor) =>
      adminAccess({ req: { user: users[actor] ? asUser(users[actor]) : null } as never })
    expect(await can('none')).toBe(false)
    for (const role of ['admin', 'editor', 'hr', 'sales'] as const) expect(await can(role)).toBe(true)
  })
})

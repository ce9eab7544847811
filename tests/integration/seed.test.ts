import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { pageSlugs } from '@/lib/routes'
import type { Department, Page, TabsBlock } from '@/payload-types'
import { posts as postSeeds } from '@/seed/content/posts'
import { wordCount } from '@/seed/lexical'
import { databaseIsCurrent, shippedMigrations } from '@/server/bootstrap'
import { seed, type SeedCounts } from '@/seed/seed'
import { translatedCollections, translatedGlobals } from '@/lib/translation/baseline'
import type { TranslationState } from '@/fields/translationState'
import { textsByPath, translatableTexts } from '@/fields/translationTexts'
import { createEmptyDatabase } from '../support/testDatabase'

/**
 * The seed runs against a database of its own, so the content it writes never meets the
 * other test files (they share the run's database).
 */
let payload: Payload
let url: string
let drop: () => Promise<void>
let first: SeedCounts
let second: SeedCounts

const adminEmail = 'seed-admin@example.com'
const adminPassword = 'first-password-4fe1c9'
const quiet = { log: () => undefined }
type TranslatedDoc = { id: number; sourceLanguage?: string; translation?: TranslationState }

beforeAll(async () => {
  const database = await createEmptyDatabase(inject('databaseUrl'))
  drop = database.drop
  url = database.url
  const [{ getPayload }, { default: configPromise }, { postgresAdapter }, { migrations }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@payloadcms/db-postgres'),
    import('../../migrations/index'),
  ])
  const config = await configPromise
  payload = await getPayload({
    key: 'seed-test',
    config: {
      ...config,
      db: postgresAdapter({ pool: { connectionString: database.url }, push: false }) as unknown as typeof config.db,
    },
  })
  await payload.db.migrate({ migrations: migrations as never })

  Object.assign(process.env, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword })
  first = await seed(payload, quiet)

  // Between the runs an admin edits recipients and the environment changes: the second
  // run must keep the edit, apply the environment, and never touch the admin's password.
  const marketing = await findDepartment('marketing')
  await payload.update({
    collection: 'departments',
    id: marketing.id,
    data: { recipients: [{ email: 'edited@example.com' }] },
    overrideAccess: true,
  })
  Object.assign(process.env, {
    ADMIN_PASSWORD: 'another-password-77aa',
    RECIPIENTS_LOGISTICS: 'trucks@example.com, depot@example.com',
  })
  second = await seed(payload, quiet)
}, 180_000)

afterAll(async () => {
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
  delete process.env.RECIPIENTS_LOGISTICS
  if (payload) {
    const { releasePayload } = await import('@/server/payload')
    await releasePayload(payload, 'seed-test')
  }
  await drop?.()
})

async function findDepartment(key: string): Promise<Department> {
  const { docs } = await payload.find({
    collection: 'departments',
    where: { key: { equals: key } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

async function findPage(slug: Page['slug'], locale: 'uk' | 'en'): Promise<Page> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    locale,
    fallbackLocale: false,
    depth: 0,
  })
  return docs[0]
}

describe('the seed', () => {
  it('lets the start-up skip loading Payload only for a database with every migration and the content', async () => {
    expect(await databaseIsCurrent(url, shippedMigrations())).toBe(true)
    // A build that ships a migration the database has not had yet.
    expect(await databaseIsCurrent(url, [...shippedMigrations(), '20991231_000000_not_applied_yet'])).toBe(false)
    const empty = await createEmptyDatabase(inject('databaseUrl'))
    try {
      expect(await databaseIsCurrent(empty.url, shippedMigrations())).toBe(false)
    } finally {
      await empty.drop()
    }
  })

  it('gives the same number of documents in every collection when run twice', () => {
    expect(second).toEqual(first)
    expect(first).toMatchObject({ departments: 9, grades: 6, pages: 11, reviews: 4, vacancies: 3, users: 1 })
    expect(first.posts).toBeGreaterThanOrEqual(7)
    expect(first.media).toBeGreaterThan(0)
  })

  it('creates one published page per public route, with sections in both languages', async () => {
    for (const slug of pageSlugs) {
      const uk = await findPage(slug, 'uk')
      const en = await findPage(slug, 'en')
      expect(uk._status, slug).toBe('published')
      expect(uk.layout?.length, slug).toBeGreaterThan(0)
      expect(
        en.layout?.map((block) => block.blockType),
        slug,
      ).toEqual(uk.layout?.map((block) => block.blockType))
      expect(en.title, slug).not.toBe(uk.title)
      expect(en.meta?.description, slug).not.toBe(uk.meta?.description)
    }
  })

  it('reads a page, a post and a department differently in uk and en', async () => {
    const [homeUk, homeEn] = [await findPage('home', 'uk'), await findPage('home', 'en')]
    const heroUk = homeUk.layout?.[0]
    const heroEn = homeEn.layout?.[0]
    expect(heroUk?.blockType).toBe('hero')
    expect(heroUk && 'heading' in heroUk && heroUk.heading).toMatch(/[а-яіїєґ]/i)
    expect(heroEn && 'heading' in heroEn && heroEn.heading).toMatch(/^[^а-яіїєґ]+$/i)

    const post = (
      await payload.find({
        collection: 'posts',
        sort: '-publishedAt',
        where: { slug: { equals: 'm360-diahnostyka-do-15-prystroiv-odnochasno' } },
        depth: 0,
      })
    ).docs[0]
    const postEn = await payload.findByID({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
    })
    expect(post.title).toBe('M360: діагностика до 15 пристроїв одночасно')
    expect(postEn.title).toBe('M360: diagnosing up to 15 devices at once')
    expect(postEn.slug).toBe('m360-diagnosing-up-to-15-devices-at-once')

    const sales = await findDepartment('sales')
    const salesEn = await payload.findByID({ collection: 'departments', id: sales.id, locale: 'en', depth: 0 })
    expect(sales.name).toBe('Відділ продажу')
    expect(salesEn.name).toBe('Sales Team')
  })

  it('stores the grade table of the spec exactly', async () => {
    const { docs } = await payload.find({ collection: 'grades', sort: 'order', depth: 0 })
    expect(
      docs.map((grade) => [grade.title, grade.minBatteryHealth, grade.warranty.value, grade.warranty.unit]),
    ).toEqual([
      ['Like New', 95, 1, 'months'],
      ['A+', 88, 1, 'months'],
      ['A', 85, 1, 'months'],
      ['B+', 85, 1, 'months'],
      ['B', 80, 1, 'months'],
      ['C', 70, 7, 'days'],
    ])
    for (const grade of docs) expect(grade.videoId).toMatch(/^[\w-]{11}$/)
  })

  it('makes six departments selectable and keeps freshStart, serviceCenter and exchange hidden', async () => {
    const { docs } = await payload.find({
      collection: 'departments',
      sort: 'order',
      overrideAccess: true,
      depth: 0,
      locale: 'en',
    })
    expect(
      docs.filter((department) => department.selectable).map((department) => [department.key, department.name]),
    ).toEqual([
      ['sales', 'Sales Team'],
      ['purchase_new', 'Purchase BRAND NEW'],
      ['purchase_used', 'Purchase USED'],
      ['marketing', 'Marketing Team'],
      ['logistics', 'Logistics Team'],
      ['inquiry', 'Just Asking'],
    ])
    expect(
      docs.filter((department) => !department.selectable).map((department) => [department.key, department.name]),
    ).toEqual([
      ['freshStart', 'Pre-Sale Preparation Fresh Start & Service'],
      ['serviceCenter', 'Service Center Services'],
      ['exchange', 'Gadget Trade-In & Buyout'],
    ])
  })

  it('sets default recipients once, keeps an admin’s edit and applies RECIPIENTS_<KEY> on a re-seed', async () => {
    const emails = async (key: string) => (await findDepartment(key)).recipients?.map((row) => row.email)
    expect(await emails('purchase_new')).toEqual(['purchase-new@example.com'])
    expect(await emails('freshStart')).toEqual(['fresh-start@example.com'])
    expect(await emails('marketing')).toEqual(['edited@example.com'])
    expect(await emails('logistics')).toEqual(['trucks@example.com', 'depot@example.com'])
  })

  it('lists only translated posts in English and every post in Ukrainian', async () => {
    const query = (locale: 'uk' | 'en') =>
      payload.find({
        collection: 'posts',
        locale,
        fallbackLocale: false,
        where: { title: { exists: true } },
        depth: 0,
        limit: 50,
      })
    const [uk, en] = [await query('uk'), await query('en')]
    const ukOnly = postSeeds.filter((post) => !post.en).length
    expect(ukOnly).toBeGreaterThanOrEqual(1)
    expect(uk.totalDocs).toBe(postSeeds.length)
    expect(en.totalDocs).toBe(postSeeds.length - ukOnly)
    expect(en.docs.map((post) => post.title)).not.toContain('Працюємо без перерв під час відключень електроенергії')
  })

  it('writes posts of about 300 to 500 words with headings and a list in each language', () => {
    for (const post of postSeeds) {
      for (const copy of [post.uk, post.en].filter((value) => value !== null)) {
        expect(wordCount(copy.content), copy.title).toBeGreaterThanOrEqual(260)
        expect(wordCount(copy.content), copy.title).toBeLessThanOrEqual(520)
        const types = copy.content.root.children.map((node) => node.type)
        expect(types, copy.title).toEqual(expect.arrayContaining(['heading', 'paragraph', 'list']))
      }
    }
  })

  it('builds the header menu of the spec, Careers for uk only', async () => {
    const header = await payload.findGlobal({ slug: 'header', locale: 'en', depth: 0 })
    expect(header.nav?.map((entry) => [entry.label, entry.href, entry.locales ?? []])).toEqual([
      ['Devices', '/devices', []],
      ['Services', '/services', []],
      ['B2B', '/b2b', []],
      ['Careers', '/careers', ['uk']],
      ['Blog', '/blog', []],
    ])
    expect(header.nav?.[0].children?.map((child) => child.href)).toEqual([
      '/devices#used',
      '/devices#quality',
      '/devices#new',
    ])
    expect(header.nav?.[1].children?.map((child) => child.href)).toEqual(
      ['soft', 'pre-sale', 'exchange', 'warranty', 'service-center'].map((tab) => `/services?tab=${tab}#tabs`),
    )
    const headerUk = await payload.findGlobal({ slug: 'header', locale: 'uk', depth: 0 })
    expect(headerUk.nav?.map((entry) => entry.label)).toEqual(['Пристрої', 'Послуги', 'B2B', 'Кар’єра', 'Блог'])
  })

  it('opens the contact form from each service tab with its department preset', async () => {
    const services = await findPage('services', 'uk')
    const tabs = services.layout?.find((block): block is TabsBlock => block.blockType === 'tabs')
    expect(tabs?.anchor).toBe('tabs')
    expect(tabs?.tabs?.map((tab) => [tab.key, tab.ctaAction, tab.ctaDepartment])).toEqual([
      ['soft', 'contact', 'sales'],
      ['pre-sale', 'contact', 'freshStart'],
      ['exchange', 'contact', 'exchange'],
      ['warranty', 'contact', 'sales'],
      ['service-center', 'contact', 'serviceCenter'],
    ])
  })

  it('anchors the devices sections #used, #quality and #new', async () => {
    const devices = await findPage('devices', 'en')
    const anchors = devices.layout?.map((block) => ('anchor' in block ? block.anchor : null))
    expect(anchors).toEqual(expect.arrayContaining(['used', 'quality', 'new']))
    expect(devices.layout?.find((block) => 'anchor' in block && block.anchor === 'quality')?.blockType).toBe('grades')
  })

  it('uploads generated media with alt text in both languages and files on disk', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 100, depth: 0 })
    const video = docs.find((doc) => doc.filename === 'seed-hero-loop.mp4')
    expect(video?.mimeType).toBe('video/mp4')
    expect(docs.find((doc) => doc.filename === 'seed-hero-loop.webm')?.mimeType).toBe('video/webm')
    for (const doc of docs) {
      expect(fs.existsSync(path.join(inject('dataDir'), 'media', doc.filename ?? '')), doc.filename ?? '').toBe(true)
      const en = await payload.findByID({
        collection: 'media',
        id: doc.id,
        locale: 'en',
        fallbackLocale: false,
        depth: 0,
      })
      expect(en.alt, doc.filename ?? '').toBeTruthy()
      expect(en.alt).not.toBe(doc.alt)
    }
  })

  it('creates the admin from ADMIN_EMAIL and never changes an existing password', async () => {
    const login = (password: string) => payload.login({ collection: 'users', data: { email: adminEmail, password } })
    await expect(login(adminPassword)).resolves.toMatchObject({ user: { email: adminEmail, roles: ['admin'] } })
    await expect(login('another-password-77aa')).rejects.toThrow()
  })
})

/** Issue 27: the seed's translations are up to date, and so they stay through the migration's data step. */
describe('the seeded translations', () => {
  it('has every translation up to date, Ukrainian as its source, its Ukrainian text as the baseline', async () => {
    for (const collection of translatedCollections) {
      const { fields } = payload.collections[collection].config
      const { docs } = await payload.find({
        collection,
        locale: 'uk',
        draft: true,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      expect(docs.length, collection).toBeGreaterThan(0)
      for (const doc of docs as unknown as TranslatedDoc[]) {
        expect(doc.sourceLanguage, `${collection} ${doc.id}`).toBe('uk')
        expect(doc.translation?.enOutOfDate, `${collection} ${doc.id}`).toBe(false)
        expect(doc.translation?.baseline, `${collection} ${doc.id}`).toEqual(
          textsByPath(translatableTexts(fields, doc)),
        )
      }
    }
    for (const slug of translatedGlobals) {
      const doc = (await payload.findGlobal({
        slug,
        locale: 'uk',
        depth: 0,
        overrideAccess: true,
      })) as unknown as TranslatedDoc
      expect(doc.translation?.enOutOfDate, slug).toBe(false)
      expect(Object.keys(doc.translation?.baseline ?? {}).length, slug).toBeGreaterThan(0)
    }
  })

  it('the upgrade’s data step takes each document’s Ukrainian text as its baseline where it has none and changes nothing else', async () => {
    const { backfillBaselines } = await import('@/lib/translation/baseline')
    const read = async () =>
      Promise.all([
        ...translatedCollections.map((collection) =>
          payload.find({
            collection,
            locale: 'all',
            draft: true,
            depth: 0,
            pagination: false,
            overrideAccess: true,
            sort: 'id',
          }),
        ),
        ...translatedGlobals.map((slug) => payload.findGlobal({ slug, locale: 'all', depth: 0, overrideAccess: true })),
      ])
    const before = await read()
    const db = payload.db.drizzle as unknown as { execute: (query: unknown) => Promise<unknown> }
    const { sql } = await import('@payloadcms/db-postgres')
    // As a database from before the migration has them: no baseline anywhere.
    for (const collection of translatedCollections) {
      const table = collection.replace(/-/g, '_')
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET "translation_baseline" = NULL`)
      if (payload.collections[collection].config.versions)
        await db.execute(sql`UPDATE ${sql.identifier(`_${table}_v`)} SET "version_translation_baseline" = NULL`)
    }
    for (const slug of translatedGlobals)
      await db.execute(sql`UPDATE ${sql.identifier(slug.replace(/-/g, '_'))} SET "translation_baseline" = NULL`)

    expect(await backfillBaselines(payload)).toBeGreaterThan(0)
    // …and a second run finds nothing to do.
    expect(await backfillBaselines(payload)).toBe(0)
    // Every document as it was, baseline included: in both languages, drafts and published.
    expect(await read()).toEqual(before)
  })
})

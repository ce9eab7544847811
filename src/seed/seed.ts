import type { CollectionSlug, Payload } from 'payload'

import { seedDepartments } from './content/departments'
import { seedGlobals } from './content/globals'
import { seedGrades } from './content/grades'
import { seedPages } from './content/pages'
import { seedPosts } from './content/posts'
import { seedReviews } from './content/reviews'
import { seedVacancies } from './content/vacancies'
import { seedMedia } from './media'
import type { AdminAccount } from '@/lib/auth/adminAccount'
import { seedAdmin } from './users'

/** The collections the seed fills, in the order its report lists them. */
export const seededCollections = [
  'departments',
  'grades',
  'media',
  'pages',
  'posts',
  'reviews',
  'vacancies',
  'users',
] as const satisfies readonly CollectionSlug[]

export type SeedCounts = Record<(typeof seededCollections)[number], number>

export type SeedOptions = {
  log?: (line: string) => void
  /** The first admin, not announced (the build's snapshot); default: from the environment, announced. */
  admin?: AdminAccount
}

export async function countSeeded(payload: Payload): Promise<SeedCounts> {
  const entries = await Promise.all(
    seededCollections.map(
      async (collection) =>
        [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries) as SeedCounts
}

/**
 * The whole bilingual site: idempotent, every document found by its natural key and
 * updated in place, so running it again changes content but never the number of documents.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedCounts> {
  const log = options.log ?? ((line: string) => payload.logger.info(line))
  const started = Date.now()
  const step = async (name: string, run: () => Promise<unknown>) => {
    const at = Date.now()
    await run()
    log(`seed: ${name} (${Date.now() - at} ms)`)
  }

  await step('admin user', () => (options.admin ? seedAdmin(payload, options.admin, false) : seedAdmin(payload)))
  await step('departments', () => seedDepartments(payload))
  await step('grades', () => seedGrades(payload))
  const media = await seedMedia(payload)
  log(`seed: media (${Date.now() - started} ms so far)`)
  await step('reviews', () => seedReviews(payload, media))
  await step('vacancies', () => seedVacancies(payload))
  await step('posts', () => seedPosts(payload, media))
  await step('pages', () => seedPages(payload, media))
  await step('header, footer, site settings', () => seedGlobals(payload))

  const counts = await countSeeded(payload)
  log(`seed: done in ${Date.now() - started} ms`)
  return counts
}

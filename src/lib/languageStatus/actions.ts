import type { PayloadRequest, TaskConfig } from 'payload'

import { isLocale, locales, type Locale } from '@/i18n/locales'
import {
  languageActionKey,
  languageScheduleTask,
  languageStatusField,
  type LanguageAction,
  type LanguageState,
} from '@/fields/languageStatus'

/**
 * The language actions (issue 27): take one language of a document offline, publish it again, or
 * schedule either, while the other language stays as it is. Both go through Payload's "Publish in
 * <language>" (`publishSpecificLocale`): it writes the published document with that language's
 * fields only, keeps the others as published, and keeps the latest draft the editor works on (its
 * snapshot). A withdrawal is such a publish with the `withdrawn` flag set (src/fields/languageStatus.ts):
 * the language's draft becomes its published text, which nobody sees until it is published again,
 * and that publish would publish the same draft. The collections' hooks (src/lib/cache) expire
 * the caches as for any publish.
 */

export type LanguageCollection = 'posts' | 'pages' | 'vacancies' | 'reviews'
export const languageCollections: LanguageCollection[] = ['pages', 'posts', 'reviews', 'vacancies']
/** Scheduled per language: the collections with Payload's scheduled publish (issue 27: posts and pages). */
export const scheduledCollections: LanguageCollection[] = ['pages', 'posts']

export type LanguageTarget = { collection: LanguageCollection; id: number; locale: Locale }
export type LanguageStatus = Record<Locale, LanguageState>

export class LanguageActionRefused extends Error {
  constructor(readonly reason: 'notPublishedInLanguage' | 'alreadyWithdrawn' | 'notFound') {
    super(reason)
  }
}

/** The user the action is done for: their access rules apply; none (a job of the queue) overrides them. */
type Actor = { req?: PayloadRequest; user?: PayloadRequest['user'] }

function accessOf({ user }: Actor) {
  return user ? { user, overrideAccess: false } : { overrideAccess: true }
}

/** The published document in that language (not its latest draft). */
async function publishedIn(req: PayloadRequest, { collection, id, locale }: LanguageTarget) {
  const { docs } = await req.payload.find({
    collection,
    where: { id: { equals: id } },
    locale,
    fallbackLocale: false,
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { _status: true, withdrawn: true },
    req,
  })
  return (docs[0] ?? null) as { _status?: string | null; withdrawn?: boolean | null } | null
}

export async function withdrawLanguage(req: PayloadRequest, target: LanguageTarget, actor: Actor = {}) {
  const published = await publishedIn(req, target)
  if (!published) throw new LanguageActionRefused('notFound')
  if (published._status !== 'published') throw new LanguageActionRefused('notPublishedInLanguage')
  if (published.withdrawn) throw new LanguageActionRefused('alreadyWithdrawn')
  return publishLocale(req, target, 'withdraw', actor)
}

export function publishLanguage(req: PayloadRequest, target: LanguageTarget, actor: Actor = {}) {
  return publishLocale(req, target, 'publish', actor)
}

function publishLocale(req: PayloadRequest, target: LanguageTarget, action: LanguageAction, actor: Actor) {
  return req.payload.update({
    collection: target.collection,
    id: target.id,
    locale: target.locale,
    fallbackLocale: false,
    publishSpecificLocale: target.locale,
    data: { _status: 'published' },
    depth: 0,
    context: { [languageActionKey]: action },
    req,
    ...accessOf(actor),
  })
}

/**
 * Queues the language's publish or withdrawal at `at` (a task of ours in the jobs queue, run by
 * every server's queue), then saves a draft so the list shows the language as scheduled.
 */
export async function scheduleLanguage(
  req: PayloadRequest,
  target: LanguageTarget,
  action: 'publish' | 'withdraw',
  at: Date,
  actor: Actor = {},
) {
  await req.payload.jobs.queue({
    task: languageScheduleTask,
    input: { collection: target.collection, id: String(target.id), locale: target.locale, action },
    waitUntil: at,
    req,
  })
  return req.payload.update({
    collection: target.collection,
    id: target.id,
    locale: target.locale,
    fallbackLocale: false,
    draft: true,
    data: {},
    depth: 0,
    context: { [languageActionKey]: 'schedule' },
    req,
    ...accessOf(actor),
  })
}

/** The status of each language as the document's latest version records it. */
export function languageStatusOf(doc: object): LanguageStatus {
  const fields = doc as Record<string, unknown>
  return Object.fromEntries(locales.map((locale) => [locale, fields[languageStatusField(locale)]])) as LanguageStatus
}

/** The jobs-queue task: a scheduled language publish or withdrawal, when its time has come. */
export const languageScheduleTaskConfig: TaskConfig<typeof languageScheduleTask> = {
  slug: languageScheduleTask,
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'action', type: 'text', required: true },
  ],
  retries: 2,
  handler: async ({ input, req }) => {
    const { collection, id, locale, action } = input
    if (!isLocale(locale) || !languageCollections.includes(collection as LanguageCollection)) return { output: {} }
    const target = { collection: collection as LanguageCollection, id: Number(id), locale }
    try {
      if (action === 'withdraw') await withdrawLanguage(req, target)
      else await publishLanguage(req, target)
    } catch (error) {
      // Withdrawn by hand meanwhile, or the document is gone: nothing left to do.
      if (error instanceof LanguageActionRefused) return { output: {} }
      throw error
    }
    return { output: {} }
  },
}

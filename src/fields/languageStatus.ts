import type { CheckboxField, CollectionSlug, FieldHook, PayloadRequest, SelectField } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

/**
 * Each language's own status on the collections with drafts (issue 27): a small extension of ours
 * on Payload's whole-document `_status` and its "Publish in <language>" (`publishSpecificLocale`),
 * not Payload's `localizeStatus` (broken on 3.90 with PostgreSQL: ARCHITECTURE.md, "Editors'
 * translation workflow"); Payload 4's own per-locale status can replace it later.
 *
 * - `withdrawn` (localized, hidden): the language was taken offline while the document stays
 *   published in the others. The public read rule honours it for the request's language
 *   (src/access); what reads every language at once filters on it in code (the sitemap, the
 *   switcher's slugs). Only the language actions write it (src/lib/languageStatus); publishing a
 *   language (whole "Publish" in that language, or "Publish in <language>") clears it.
 * - `languageStatusUk`, `languageStatusEn` (not localized, indexed): what each language is, for
 *   the lists' columns and filters (a localized field cannot be filtered per language in one list
 *   query). Recomputed on every save from the published document, the latest draft and the
 *   language's pending schedules.
 */

export const languageStates = ['published', 'draft', 'scheduled', 'withdrawn', 'missing'] as const
export type LanguageState = (typeof languageStates)[number]

const stateLabels: Record<LanguageState, { uk: string; en: string }> = {
  published: { uk: 'Опубліковано', en: 'Published' },
  draft: { uk: 'Чернетка', en: 'Draft' },
  scheduled: { uk: 'Заплановано', en: 'Scheduled' },
  withdrawn: { uk: 'Знято з публікації', en: 'Withdrawn' },
  missing: { uk: 'Немає', en: 'Missing' },
}

const columnLabels: Record<Locale, { uk: string; en: string }> = {
  uk: { uk: 'Українська версія', en: 'Ukrainian version' },
  en: { uk: 'Англійська версія', en: 'English version' },
}

/** `languageStatusUk`, `languageStatusEn`: the list column of each language. */
export function languageStatusField(locale: Locale): `languageStatus${string}` {
  return `languageStatus${locale[0]!.toUpperCase()}${locale.slice(1)}`
}

/** `req.context` key by which the language actions tell the hooks what they do. */
export const languageActionKey = 'languageAction'
export type LanguageAction = 'withdraw' | 'publish' | 'schedule'

/** The jobs-queue task of one language's scheduled publish or withdrawal. */
export const languageScheduleTask = 'languageSchedule'

type Localized<T> = Partial<Record<Locale, T | null>> | null | undefined
type StoredDoc = { _status?: string | null; withdrawn?: Localized<boolean> } & Record<string, unknown>

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0

const withdrawnField: CheckboxField = {
  name: 'withdrawn',
  type: 'checkbox',
  localized: true,
  defaultValue: false,
  // Not from a form or a PATCH body: only the language actions, through the hook below.
  access: { create: () => false, update: () => false },
  admin: { hidden: true },
  hooks: {
    beforeChange: [
      ({ value, data, context }) => {
        if (context?.[languageActionKey] === 'withdraw') return true
        if (data?._status === 'published') return false
        return value ?? false
      },
    ],
  },
}

/** What is written about every language in this save, computed once for all its status fields. */
const computed = new WeakMap<object, Promise<Record<Locale, LanguageState>>>()

const statusHook =
  (locale: Locale): FieldHook =>
  async (args) => {
    const { data } = args
    if (!data || !args.collection) return args.value
    if (!computed.has(data)) computed.set(data, languageStates_(args))
    return (await computed.get(data)!)[locale]
  }

async function languageStates_({
  collection,
  data,
  originalDoc,
  siblingDocWithLocales,
  req,
  context,
}: Parameters<FieldHook>[0]): Promise<Record<Locale, LanguageState>> {
  const slug = collection!.slug as CollectionSlug
  const titleField = collection!.admin?.useAsTitle ?? 'title'
  const id = originalDoc?.id as number | undefined
  const action = context?.[languageActionKey] as LanguageAction | undefined
  const published = id ? await publishedDocument(req, slug, id) : null
  const pending = id ? await pendingSchedules(req, slug, id) : new Set<Locale>()
  const latest = (siblingDocWithLocales ?? {}) as StoredDoc
  const isPublish = data!._status === 'published'
  const specificLocale = action === 'publish' || action === 'withdraw' || Boolean(req.query?.publishSpecificLocale)
  // Payload's whole "Unpublish" (REST, without draft=true) takes every language down.
  const isUnpublish = !action && data!._status === 'draft' && req.payloadAPI === 'REST' && req.query?.draft !== 'true'
  const states = {} as Record<Locale, LanguageState>
  for (const code of locales) {
    const saved = code === req.locale
    const content = saved
      ? hasText(data![titleField] ?? originalDoc?.[titleField])
      : hasText((latest[titleField] as Localized<string>)?.[code])
    const livePublished =
      published?._status === 'published' && hasText((published[titleField] as Localized<string>)?.[code])
    const live = isUnpublish ? false : isPublish ? (specificLocale && !saved ? livePublished : content) : livePublished
    const wasWithdrawn = Boolean(published?.withdrawn?.[code])
    const withdrawn = saved ? action === 'withdraw' || (!isPublish && wasWithdrawn) : wasWithdrawn
    states[code] = pending.has(code)
      ? 'scheduled'
      : withdrawn && live
        ? 'withdrawn'
        : live
          ? 'published'
          : content
            ? 'draft'
            : 'missing'
  }
  return states
}

/** The published document (the main row) in every language, as the public site reads it. */
async function publishedDocument(req: PayloadRequest, collection: CollectionSlug, id: number) {
  const doc = await req.payload.db.findOne({ collection, where: { id: { equals: id } }, locale: 'all', req })
  return doc as StoredDoc | null
}

/** The languages with a scheduled publish or withdrawal of ours still waiting. */
async function pendingSchedules(req: PayloadRequest, collection: CollectionSlug, id: number): Promise<Set<Locale>> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: languageScheduleTask } },
        { 'input.collection': { equals: collection } },
        { 'input.id': { equals: String(id) } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((job) => (job.input as { locale?: Locale } | null)?.locale).filter(Boolean) as Locale[])
}

const statusField = (locale: Locale): SelectField => ({
  name: languageStatusField(locale),
  type: 'select',
  index: true,
  defaultValue: 'missing',
  label: columnLabels[locale],
  options: languageStates.map((value) => ({ value, label: stateLabels[value] })),
  access: { create: () => false, update: () => false },
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeChange: [statusHook(locale)] },
})

/** The fields of each language's status, added to every collection with drafts. */
export const languageStatusFields = [withdrawnField, ...locales.map(statusField)]

import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, Payload, ServerProps, Where } from 'payload'

import { type Role, userHasRole } from '@/access'
import { adminText } from '@/i18n/adminMessages'
import { listQuery } from '@/lib/listQuery'
import { translationLocale } from '@/i18n/locales'
import { translatedCollections, translatedGlobals } from '@/lib/translation/baseline'
import { outOfDateField } from '@/fields/translationState'
import { translatableTexts } from '@/fields/translationTexts'
import './NewSubmissions.scss'
import './Translations.scss'

/** Who translates what: editors the content, admins also the departments (only they may write them). */
const writers: Partial<Record<CollectionSlug, Role[]>> = { departments: ['admin'] }

const outOfDate = `translation.${outOfDateField(translationLocale)}`

/**
 * The field whose English says a document has an English version: its title where the title
 * is translated (as `hasEnglish` does for posts), else its first translatable text (a grade's
 * title is the same in both languages; its description is not).
 */
function englishTitleField(payload: Payload, collection: CollectionSlug): string | undefined {
  const { admin, fields } = payload.collections[collection].config
  const texts = translatableTexts(fields, {})
  return texts.find((entry) => entry.path === admin.useAsTitle)?.path ?? texts[0]?.path
}

/** As the admin's list counts (its latest drafts included), with the user's own access. */
async function countDocs(
  payload: Payload,
  props: ServerProps,
  collection: CollectionSlug,
  where: Where,
  locale?: string,
) {
  const result = await payload.find({
    collection,
    where,
    locale: locale as 'en' | undefined,
    draft: true,
    depth: 0,
    limit: 1,
    select: {},
    overrideAccess: false,
    user: props.user,
  })
  return result.totalDocs
}

/**
 * Above Payload's dashboard, for editors: per collection, how many documents have no English
 * yet and how many have an English out of date, each a link to that filtered list; and the
 * header, footer or site settings whose English is out of date.
 */
export async function Translations(props: ServerProps) {
  const { payload, user, i18n } = props
  if (!user || !payload || !i18n || !userHasRole(user, 'editor')) return null
  const language = i18n.language
  const adminRoute = payload.config.routes.admin
  const collections = translatedCollections.filter((slug) => userHasRole(user, ...(writers[slug] ?? ['editor'])))
  const cards = await Promise.all(
    collections.map(async (collection) => {
      const title = englishTitleField(payload, collection)
      const noEnglish: Where = title ? { [title]: { exists: false } } : {}
      const englishStale: Where = { [outOfDate]: { equals: true } }
      const [missing, stale] = await Promise.all([
        title ? countDocs(payload, props, collection, noEnglish, translationLocale) : 0,
        countDocs(payload, props, collection, englishStale),
      ])
      const label = String(getTranslation(payload.collections[collection].config.labels.plural, i18n))
      const list = `${adminRoute}/collections/${collection}`
      return {
        collection,
        label,
        missing,
        stale,
        // The links open the lists just counted: the same filters.
        missingHref: `${list}?${listQuery(noEnglish, { locale: translationLocale })}`,
        staleHref: `${list}?${listQuery(englishStale)}`,
      }
    }),
  )
  const globals = (
    await Promise.all(
      translatedGlobals.map(async (slug) => {
        const doc = (await payload.findGlobal({ slug, depth: 0, overrideAccess: false, user })) as {
          translation?: Record<string, unknown>
        }
        const config = payload.globals.config.find((global) => global.slug === slug)
        const stale = doc.translation?.[outOfDateField(translationLocale)] === true
        return stale && config ? { slug, label: String(getTranslation(config.label, i18n)) } : null
      }),
    )
  ).filter((global) => global !== null)

  return (
    <section className="new-submissions translations" aria-labelledby="translations-title">
      <h2 id="translations-title" className="new-submissions__title">
        {adminText(language, 'translationsTitle')}
      </h2>
      <ul className="translations__rows">
        {cards.map((card) => (
          <li key={card.collection} className="translations__row" data-translations={card.collection}>
            <span className="translations__name">{card.label}</span>
            <a href={card.missingHref} data-count="no-english">
              <span className="new-submissions__count">{card.missing}</span>
              <span className="new-submissions__label">{adminText(language, 'noEnglishYet')}</span>
            </a>
            <a href={card.staleHref} data-count="english-out-of-date">
              <span className="new-submissions__count">{card.stale}</span>
              <span className="new-submissions__label">{adminText(language, 'outOfDate_en')}</span>
            </a>
          </li>
        ))}
      </ul>
      {globals.length > 0 && (
        <p className="translations__globals" data-globals-out-of-date={globals.map((global) => global.slug).join(' ')}>
          {adminText(language, 'outOfDate_en')}:{' '}
          {globals.map((global, index) => (
            <span key={global.slug}>
              {index > 0 && ', '}
              <a href={`${adminRoute}/globals/${global.slug}?locale=${translationLocale}`}>{global.label}</a>
            </span>
          ))}
        </p>
      )}
    </section>
  )
}

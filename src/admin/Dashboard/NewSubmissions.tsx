import type { CollectionSlug, ServerProps, Where } from 'payload'

import { type Role, userHasRole } from '@/access'
import { adminText, type AdminMessageKey } from '@/i18n/adminMessages'
import './NewSubmissions.scss'

type Card = { collection: CollectionSlug; roles: Role[]; label: AdminMessageKey; where: Where; query: string }

/** What waits for each role: new messages for sales, new CVs for HR (editors' translations: ./Translations.tsx). */
const cards: Card[] = [
  {
    collection: 'contact-forms',
    roles: ['sales'],
    label: 'newMessages',
    where: { status: { equals: 'new' } },
    query: 'where[status][equals]=new',
  },
  {
    collection: 'cv-submissions',
    roles: ['hr'],
    label: 'newCvs',
    where: { status: { equals: 'new' } },
    query: 'where[status][equals]=new',
  },
]

/** Above Payload's dashboard: the signed-in user's open work, counted with their own access. */
export async function NewSubmissions({ payload, user, i18n }: ServerProps) {
  if (!user || !payload || !i18n) return null
  const language = i18n.language
  const adminRoute = payload.config.routes.admin
  const visible = cards.filter((card) => userHasRole(user, ...card.roles))
  if (!visible.length) return null
  const counts = await Promise.all(
    visible.map((card) =>
      payload
        .count({ collection: card.collection, where: card.where, overrideAccess: false, user })
        .then((result) => result.totalDocs),
    ),
  )
  return (
    <section className="new-submissions" aria-labelledby="new-submissions-title">
      <h2 id="new-submissions-title" className="new-submissions__title">
        {adminText(language, 'dashboardTitle')}
      </h2>
      <ul className="new-submissions__cards">
        {visible.map((card, index) => (
          <li key={card.collection} className="new-submissions__card" data-collection={card.collection}>
            <a href={`${adminRoute}/collections/${card.collection}?${card.query}`}>
              <span className="new-submissions__count">{counts[index]}</span>
              <span className="new-submissions__label">{adminText(language, card.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

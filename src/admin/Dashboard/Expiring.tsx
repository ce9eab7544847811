import type { ServerProps } from 'payload'

import { userHasRole } from '@/access'
import { adminText, type AdminMessageKey } from '@/i18n/adminMessages'
import { countExpiringSoon, expiringListQuery, expiringSoon } from '@/lib/retention/expiring'
import { retainedSlugs, type RetainedSlug } from '@/lib/retention/window'
import './NewSubmissions.scss'

const labels: Record<RetainedSlug, AdminMessageKey> = {
  'contact-forms': 'expiringMessages',
  'cv-submissions': 'expiringCvs',
}

/**
 * Above Payload's dashboard, for admins only (the "keep until" date belongs to them): how many
 * messages and CVs the retention deletes within the next 30 days, each a link to that list,
 * oldest change first, where the admin opens a record and postpones it with "Keep until".
 */
export async function Expiring({ payload, user, i18n }: ServerProps) {
  if (!user || !payload || !i18n || !userHasRole(user, 'admin')) return null
  const language = i18n.language
  const adminRoute = payload.config.routes.admin
  const now = new Date()
  const where = expiringSoon(now)
  const counts = await countExpiringSoon(payload, user, now)
  return (
    <section className="new-submissions expiring" aria-labelledby="expiring-title">
      <h2 id="expiring-title" className="new-submissions__title">
        {adminText(language, 'expiringTitle')}
      </h2>
      <ul className="new-submissions__cards">
        {retainedSlugs.map((collection) => (
          <li key={collection} className="new-submissions__card" data-expiring={collection}>
            <a href={`${adminRoute}/collections/${collection}?${expiringListQuery(where[collection])}`}>
              <span className="new-submissions__count">{counts[collection]}</span>
              <span className="new-submissions__label">{adminText(language, labels[collection])}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

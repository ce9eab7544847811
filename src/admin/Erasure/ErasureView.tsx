import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, Payload } from 'payload'

import { userHasRole } from '@/access'
import { readErasureLog } from '@/lib/erasure/log'
import { ErasureForm } from './ErasureForm.client'
import { erasureText } from './messages'
import './Erasure.scss'

/** Dates as people in the company read them: the office's time zone (as the CSV export). */
const timeZone = process.env.ADMIN_TIME_ZONE || 'Europe/Kyiv'

/** The log's last erasures, newest first, with the admin's name (or address) for "by". */
async function history(payload: Payload, language: string) {
  const entries = (await readErasureLog()).reverse().slice(0, 100)
  const ids = [...new Set(entries.map(({ entry }) => entry.by).filter((id) => id !== null))]
  const { docs: users } = ids.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const nameOf = new Map(users.map((user) => [String(user.id), user.name || user.email]))
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return entries.map(({ name, entry }) => ({
    name,
    when: format.format(new Date(entry.at)),
    who: entry.by === null ? '—' : (nameOf.get(String(entry.by)) ?? `#${entry.by}`),
    messages: entry.messages,
    cvs: entry.cvs,
  }))
}

/**
 * /admin/erasure: an admin enters an address, sees every message and CV carrying it, and
 * erases them all in one confirmed action (./ErasureForm.client.tsx, through ./endpoints.ts);
 * below, the erasure log. Admins only: anyone else signed in is told so, nobody else gets here.
 */
export async function ErasureView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, user, i18n } = req
  const adminRoute = payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/erasure`)}`)
  const language = i18n.language
  const isAdmin = userHasRole(user, 'admin')
  const rows = isAdmin ? await history(payload, language) : []
  const t = (key: Parameters<typeof erasureText>[1]) => erasureText(language, key)
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter className="erasure">
        <h1 className="erasure__title">{t('title')}</h1>
        {!isAdmin ? (
          <p role="alert">{t('forbidden')}</p>
        ) : (
          <>
            <p className="erasure__intro">{t('intro')}</p>
            <ErasureForm api={payload.config.routes.api} />
            <section className="erasure__history" aria-labelledby="erasure-history">
              <h2 id="erasure-history">{t('history')}</h2>
              <p className="erasure__note">{t('historyNote')}</p>
              {rows.length ? (
                <table className="erasure__table">
                  <thead>
                    <tr>
                      <th scope="col">{t('when')}</th>
                      <th scope="col">{t('who')}</th>
                      <th scope="col">{t('messages')}</th>
                      <th scope="col">{t('cvs')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.name}>
                        <td>{row.when}</td>
                        <td>{row.who}</td>
                        <td>{row.messages}</td>
                        <td>{row.cvs}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>{t('historyEmpty')}</p>
              )}
            </section>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

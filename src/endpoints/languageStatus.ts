import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { userHasRole } from '@/access'
import { isLocale } from '@/i18n/locales'
import { noStore } from '@/lib/landing/request'
import {
  LanguageActionRefused,
  languageStatusOf,
  publishLanguage,
  scheduleLanguage,
  scheduledCollections,
  withdrawLanguage,
  type LanguageCollection,
} from '@/lib/languageStatus/actions'
import { refuse } from './adminRefusal'

const body = z.object({
  action: z.enum(['withdraw', 'publish']),
  /** When given, the action is scheduled for then (posts and pages). */
  at: z.iso.datetime({ offset: true }).optional(),
})

const refusalStatus = { notFound: 404, notPublishedInLanguage: 409, alreadyWithdrawn: 409 } as const

/**
 * `POST /api/{pages|posts|reviews|vacancies}/{id}/language?locale=en` with
 * `{ "action": "withdraw" | "publish", "at"?: ISO date }`: takes that language of the document
 * offline, publishes it again, or schedules either (src/lib/languageStatus/actions.ts); answers
 * `{ id, locale, action, at, languageStatus }`. The admin's "Unpublish in <language>" calls it.
 * Whoever may edit the collection may (editors and admins): 401 without a session, 403 for other
 * roles; 400 for another body (or a schedule where there is none); 409 where the language is not live.
 */
export function languageStatusEndpoint(collection: LanguageCollection): Endpoint {
  return {
    path: '/:id/language',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(req, 401, 'unauthorized')
      if (!userHasRole(req.user, 'editor')) return refuse(req, 403, 'forbidden')
      // Without `?locale=`, Ukrainian, as every REST call here (src/lib/payload/defaultLocale.ts).
      const locale = req.locale
      const id = Number(req.routeParams?.id)
      const parsed = body.safeParse(await readJson(req))
      if (!isLocale(locale) || !Number.isInteger(id) || !parsed.success) return refuse(req, 400, 'badLanguageAction')
      const { action, at } = parsed.data
      if (at && !scheduledCollections.includes(collection)) return refuse(req, 400, 'badLanguageAction')
      const target = { collection, id, locale }
      const actor = { user: req.user }
      try {
        if (at) await scheduleLanguage(req, target, action, new Date(at), actor)
        else if (action === 'withdraw') await withdrawLanguage(req, target, actor)
        else await publishLanguage(req, target, actor)
        // The latest version carries the statuses (the published row keeps its own non-localized fields).
        const latest = await req.payload.findByID({ collection, id, draft: true, depth: 0, user: req.user, req })
        return Response.json(
          { id, locale, action, at: at ?? null, languageStatus: languageStatusOf(latest) },
          { headers: noStore },
        )
      } catch (error) {
        if (error instanceof LanguageActionRefused) return refuse(req, refusalStatus[error.reason], error.reason)
        throw error
      }
    },
  }
}

async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : null
  } catch {
    return null
  }
}

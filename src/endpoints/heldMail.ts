import type { Endpoint } from 'payload'
import { z } from 'zod'

import { userHasRole } from '@/access'
import { refuse } from './adminRefusal'
import { settleHeld, type MailFeature } from '@/lib/backup/heldMail'
import { noStore } from '@/lib/landing/request'

/**
 * POST /api/backups/held-mail `{ action: 'release' | 'drop', ids?: number[] }` → `{ settled }`:
 * the dashboard's buttons for the e-mail jobs a restore held (src/lib/backup/heldMail.ts, the
 * same logic as `npm run held-mail`). Admins only: 401 without a session, 403 for other roles,
 * 400 for anything but those two actions; errors in the admin's language. The features whose
 * e-mails these are come from payload.config.ts, as the delivery's do.
 */
const body = z.object({
  action: z.enum(['release', 'drop']),
  ids: z.array(z.number().int().positive()).max(10_000).optional(),
})

export function heldMailEndpoint(features: MailFeature[]): Endpoint {
  return {
    path: '/backups/held-mail',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(req, 401, 'unauthorized')
      if (!userHasRole(req.user, 'admin')) return refuse(req, 403, 'forbidden')
      const parsed = body.safeParse(await req.json?.().catch(() => undefined))
      if (!parsed.success) return refuse(req, 400, 'badQuery')
      // Payload's own pool (@payloadcms/db-postgres): one client for the transaction, given back after.
      const client = await req.payload.db.pool.connect()
      try {
        const settled = await settleHeld(client, features, parsed.data.action, parsed.data.ids ?? [])
        req.payload.logger.info(
          `[backup] held e-mail jobs ${parsed.data.action === 'release' ? 'released to the queue' : 'dropped'} by user ${req.user.id}: ${settled.length}`,
        )
        return Response.json({ settled: settled.length }, { headers: noStore })
      } finally {
        client.release()
      }
    },
  }
}

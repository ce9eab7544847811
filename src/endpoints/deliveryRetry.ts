import type { Endpoint } from 'payload'

import { userHasRole } from '@/access'
import { refuse } from './adminRefusal'
import { retryFailedDeliveries } from '@/lib/delivery/retry'
import type { DeliveryFeature } from '@/lib/delivery/types'
import { noStore } from '@/lib/landing/request'

/**
 * POST /api/deliveries/retry → `{ queued }`: the dashboard's "Send again" for e-mails that failed
 * for good (src/lib/delivery/retry.ts). Admins only: 401 without a session, 403 for other roles.
 */
export function deliveryRetryEndpoint(features: DeliveryFeature[]): Endpoint {
  return {
    path: '/deliveries/retry',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return refuse(req, 401, 'unauthorized')
      if (!userHasRole(req.user, 'admin')) return refuse(req, 403, 'forbidden')
      const queued = await retryFailedDeliveries(req.payload, features)
      const total = Object.values(queued).reduce((sum, count) => sum + count, 0)
      req.payload.logger.info(`[mail] failed e-mails sent again by user ${req.user.id}: ${total}`)
      return Response.json({ queued: total }, { headers: noStore })
    },
  }
}

import crypto from 'node:crypto'

import type { Endpoint } from 'payload'

import { userHasRole } from '@/access'
import { refuse } from './adminRefusal'
import { noStore } from '@/lib/landing/request'
import { appMetrics } from '@/shared/crossing'

/**
 * GET /api/metrics: this instance's metrics in Prometheus' text format (kept by the server
 * around Next: src/server/metrics.ts), for `Authorization: Bearer $METRICS_TOKEN` or an admin's
 * session; never public. 401 without either, 403 for a wrong token or another role, errors in
 * the admin's language. Behind nginx a scrape would reach either instance: scrape each
 * instance's own address (README: Run it in production).
 */
/** Whether `given` is the configured token, compared in constant time. */
export function tokenMatches(given: string, token: string | undefined): boolean {
  if (!token) return false
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(token).digest()
  return crypto.timingSafeEqual(a, b)
}

export const metricsEndpoint: Endpoint = {
  path: '/metrics',
  method: 'get',
  handler: async (req) => {
    const authorization = req.headers.get('authorization') ?? ''
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
    if (bearer !== undefined) {
      if (!tokenMatches(bearer, process.env.METRICS_TOKEN)) return refuse(req, 403, 'forbidden')
    } else if (!req.user) return refuse(req, 401, 'unauthorized')
    else if (!userHasRole(req.user, 'admin')) return refuse(req, 403, 'forbidden')
    const metrics = appMetrics.read()
    if (!metrics)
      return Response.json({ errors: [{ message: 'No metrics in this process' }] }, { status: 404, headers: noStore })
    return new Response(await metrics.render(), { headers: { ...noStore, 'content-type': metrics.contentType } })
  },
}

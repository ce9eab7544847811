import type { Endpoint } from 'payload'

import { currentBuildId } from '@/lib/build/buildId'

/** GET /api/build-id: the server's build, polled by open pages to notice a new deployment. */
export const buildIdEndpoint: Endpoint = {
  path: '/build-id',
  method: 'get',
  handler: () => Response.json({ buildId: currentBuildId() }, { headers: { 'Cache-Control': 'no-store' } }),
}

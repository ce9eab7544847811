import type { Endpoint } from 'payload'

import { currentBuildId } from '@/lib/build/buildId'
import { noStore } from '@/lib/landing/request'

/** GET /api/build-id: the server's build, polled by open pages to notice a new deployment. */
export const buildIdEndpoint: Endpoint = {
  path: '/build-id',
  method: 'get',
  handler: () => Response.json({ buildId: currentBuildId() }, { headers: noStore }),
}

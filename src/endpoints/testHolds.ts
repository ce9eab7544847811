import type { Endpoint } from 'payload'

import { noStore } from '@/lib/landing/request'
import { armHold, holdState, releaseHold } from '@/shared/testHolds'

/**
 * GET /api/test-holds?name=… (the point's state) and POST /api/test-holds {"name", "action":
 * "arm" | "release"}: the tests' handle on the hold points of src/shared/testHolds.ts.
 * Registered only with TEST_HOLDS=1 (payload.config.ts): a production server has no such path.
 */
export const testHoldsEndpoints: Endpoint[] = [
  {
    path: '/test-holds',
    method: 'get',
    handler: (req) => Response.json(holdState(String(req.searchParams.get('name') ?? '')), { headers: noStore }),
  },
  {
    path: '/test-holds',
    method: 'post',
    handler: async (req) => {
      const body = ((await req.json?.()) ?? {}) as { name?: string; action?: string }
      if (!body.name || (body.action !== 'arm' && body.action !== 'release'))
        return Response.json({ error: 'name and action (arm or release) are required' }, { status: 400 })
      return Response.json(body.action === 'arm' ? armHold(body.name) : releaseHold(body.name), { headers: noStore })
    },
  },
]

import type { Endpoint, PayloadRequest } from 'payload'

import { userHasRole } from '@/access'
import { parseAddress } from '@/lib/erasure/address'
import { ErasureKeyMissing, eraseAddress, findByAddress } from '@/lib/erasure/erase'
import { noStore } from '@/lib/landing/request'
import { erasureText, type ErasureMessageKey } from './messages'

/**
 * POST /api/erasure/find `{ email }` → `{ messages, cvs }` (what carries the address, to show),
 * POST /api/erasure/erase `{ email, expected: { messages, cvs } }` → `{ messages, cvs }` erased.
 * Admins only: 401 without a session, 403 for other roles, 400 for a bad address, 409 when the
 * records found differ from the counts the admin confirmed; errors in the admin's language.
 */
function refuse(req: PayloadRequest, status: number, key: ErasureMessageKey, extra: object = {}): Response {
  return Response.json(
    { errors: [{ message: erasureText(req.i18n?.language, key) }], code: key, ...extra },
    { status, headers: noStore },
  )
}

type Body = { email?: unknown; expected?: { messages?: unknown; cvs?: unknown } }

/** The admin's request and its address, or the refusal to answer. */
async function admitted(req: PayloadRequest): Promise<{ address: string; body: Body } | Response> {
  if (!req.user) return refuse(req, 401, 'unauthorized')
  if (!userHasRole(req.user, 'admin')) return refuse(req, 403, 'forbidden')
  let body: Body
  try {
    body = ((await req.json?.()) ?? {}) as Body
  } catch {
    return refuse(req, 400, 'badBody')
  }
  if (!body || typeof body !== 'object') return refuse(req, 400, 'badBody')
  const address = parseAddress(body.email)
  if (!address) return refuse(req, 400, 'invalidAddress')
  return { address, body }
}

export const erasureEndpoints: Endpoint[] = [
  {
    path: '/erasure/find',
    method: 'post',
    handler: async (req) => {
      const admission = await admitted(req)
      if (admission instanceof Response) return admission
      return Response.json(await findByAddress({ req }, admission.address), { headers: noStore })
    },
  },
  {
    path: '/erasure/erase',
    method: 'post',
    handler: async (req) => {
      const admission = await admitted(req)
      if (admission instanceof Response) return admission
      const { address, body } = admission
      const { messages, cvs } = body.expected ?? {}
      if (typeof messages !== 'number' || typeof cvs !== 'number') return refuse(req, 400, 'badBody')
      // The confirmation named counts: what is erased is what the admin saw, or they look again.
      const found = await findByAddress({ req }, address)
      if (found.messages.length !== messages || found.cvs.length !== cvs)
        return refuse(req, 409, 'countsChanged', { found })
      try {
        const erased = await eraseAddress({ req }, address)
        return Response.json({ messages: erased.messages, cvs: erased.cvs }, { headers: noStore })
      } catch (error) {
        if (error instanceof ErasureKeyMissing) return refuse(req, 503, 'noKey')
        throw error
      }
    },
  },
]

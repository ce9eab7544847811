import type { Endpoint } from 'payload'

import { errorResponse, noStore, requestLocale } from '@/lib/landing/request'

/** Fields of an auth user that never leave the server, whatever Payload's defaults become. */
const secretFields = [
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
]

export function publicUser(user: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(user).filter(([key]) => !secretFields.includes(key)))
}

/**
 * GET /api/me (SPEC §7): `{ data: user }` for a signed-in user (Payload's cookie, or an
 * `Authorization: Bearer <token>` / `JWT <token>` header), 401 otherwise.
 */
export const meEndpoint: Endpoint = {
  path: '/me',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return errorResponse(401, 'unauthorized', requestLocale(req.headers))
    return Response.json({ data: publicUser(req.user as unknown as Record<string, unknown>) }, { headers: noStore })
  },
}

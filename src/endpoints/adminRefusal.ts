import type { PayloadRequest } from 'payload'

import { adminText, type AdminMessageKey } from '@/i18n/adminMessages'
import { noStore } from '@/lib/landing/request'

/** An admin-only endpoint's refusal, as Payload answers errors, in the admin's language. */
export function refuse(req: PayloadRequest, status: number, key: AdminMessageKey): Response {
  return Response.json(
    { errors: [{ message: adminText(req.i18n?.language, key) }], code: key },
    { status, headers: noStore },
  )
}

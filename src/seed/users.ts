import type { Payload } from 'payload'

import { adminAccountFromEnv, announceAdmin } from '@/lib/auth/adminAccount'
import { writeOptions } from './write'

/**
 * The first admin. An existing account is left exactly as it is (never a new password).
 * `announce: false` for the build's snapshot, whose placeholder account every copy re-keys.
 */
export async function seedAdmin(payload: Payload, account = adminAccountFromEnv(), announce = true): Promise<void> {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: account.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (found.docs[0]) return
  await payload.create({
    collection: 'users',
    data: { email: account.email, password: account.password, name: 'Admin', roles: ['admin'] },
    ...writeOptions(),
  })
  if (announce) announceAdmin(account)
}

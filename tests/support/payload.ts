import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Role } from '@/access'
import type { User } from '@/payload-types'

/** The Local API on the run's (already migrated) database. */
export function getTestPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** A user with the given roles (none for `[]`), created once per e-mail. */
export async function ensureUser(
  payload: Payload,
  email: string,
  roles: Role[],
  password = 'correct-horse-battery-9',
): Promise<User> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    limit: 1,
  })
  if (existing.docs[0]) return existing.docs[0]
  return payload.create({
    collection: 'users',
    data: { email, password, roles, name: email.split('@')[0] },
    overrideAccess: true,
  })
}

/** A user object as the access functions see it on a request. */
export function asUser(user: User) {
  return { ...user, collection: 'users' as const }
}

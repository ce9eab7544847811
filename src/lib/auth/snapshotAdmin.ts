import type { CollectionBeforeOperationHook, Payload } from 'payload'

import { adminAccountFromEnv, announceAdmin } from './adminAccount'

/**
 * The build's seeded snapshot (src/server/snapshot.ts) holds one admin under this address,
 * with a throwaway password. The site's own Payload, on start, gives it the sign-in the seed
 * would have given it (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password printed once),
 * through the Local API: Payload hashes the password as it hashes any other.
 */
export const snapshotPlaceholderEmail = 'snapshot-admin@example.com'

let claiming: Promise<void> | undefined

/**
 * Payload's `onInit` in the site's server (not in the build's seed nor in scripts, where the
 * placeholder is made or no snapshot is used). Finding the placeholder is one query and is
 * waited for, so the account is announced before the site answers; the save, whose hashing
 * (600,000 rounds, about 0.3 s) would hold the first page that long, runs beside it, and the
 * users collection's operations wait for it (`awaitSnapshotAdmin`), so a sign-in never
 * finds the placeholder. A start stopped before the save ends leaves the placeholder for the
 * next start to claim.
 */
export async function claimSnapshotAdmin(payload: Payload): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: snapshotPlaceholderEmail } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const placeholder = docs[0]
  if (!placeholder) return
  const account = adminAccountFromEnv()
  announceAdmin(account)
  claiming = payload
    .update({
      collection: 'users',
      id: placeholder.id,
      data: { email: account.email, password: account.password },
      depth: 0,
      overrideAccess: true,
      context: { [claimContext]: true },
    })
    .then(
      () => undefined,
      (error: unknown) =>
        payload.logger.error({
          err: error,
          msg: `Could not give the snapshot's admin account the sign-in of ${account.email}; it is tried again at the next start.`,
        }),
    )
    .finally(() => {
      claiming = undefined
    })
}

/** Users' `beforeOperation`: a sign-in (or any users operation) waits for the claim above. */
export const awaitSnapshotAdmin: CollectionBeforeOperationHook = async ({ args, context }) => {
  if (claiming && !context?.[claimContext]) await claiming
  return args
}

/** Marks the claim's own save, which must not wait for itself. */
const claimContext = 'snapshotAdminClaim'

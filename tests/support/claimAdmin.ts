/**
 * Gives the build snapshot's admin (src/lib/auth/snapshotAdmin.ts) the sign-in of ADMIN_EMAIL /
 * ADMIN_PASSWORD in DATABASE_URL's database, then exits: run in a child Node process (as
 * ./migrate.ts is) by the cluster tests' global setup on the database every file's cluster
 * copies, so that no two instances starting side by side claim it at once.
 */
export {}

const { getMigratedPayload, releasePayload } = await import('../../src/server/payload')
const { snapshotPlaceholderEmail } = await import('../../src/lib/auth/snapshotAdmin')
const payload = await getMigratedPayload()
const { docs } = await payload.find({
  collection: 'users',
  where: { email: { equals: snapshotPlaceholderEmail } },
  limit: 1,
  depth: 0,
  overrideAccess: true,
})
if (docs[0])
  await payload.update({
    collection: 'users',
    id: docs[0].id,
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    depth: 0,
    overrideAccess: true,
  })
await releasePayload(payload)
process.exit(0)

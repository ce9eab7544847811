import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Small named access rules, composed in each collection so that the role table in
 * ARCHITECTURE.md can be read straight off the code.
 */
export const roles = ['admin', 'editor', 'hr', 'sales'] as const
export type Role = (typeof roles)[number]

type MaybeUser = PayloadRequest['user']

export function userHasRole(user: MaybeUser, ...wanted: Role[]): boolean {
  if (!user || user.collection !== 'users') return false
  const userRoles = ((user as { roles?: Role[] | null }).roles ?? []) as Role[]
  return userRoles.some((role) => role === 'admin' || wanted.includes(role))
}

export const isAdmin: Access = ({ req }) => userHasRole(req.user, 'admin')

/** The same rule where Payload wants a plain yes or no (the jobs queue's run, queue and cancel). */
export const adminRequest = ({ req }: { req: PayloadRequest }): boolean => userHasRole(req.user, 'admin')

/** Admin always passes; otherwise any of the given roles. */
export const hasRole =
  (...wanted: Role[]): Access =>
  ({ req }) =>
    userHasRole(req.user, ...wanted)

export const isStaff: Access = ({ req }) => userHasRole(req.user, ...roles)

export const nobody: Access = () => false

export const anyone: Access = () => true

/**
 * What the public reads: published, and not withdrawn in the request's language (issue 27: the
 * localized `withdrawn` flag, src/fields/languageStatus.ts; a missing flag is not withdrawn). A
 * read of every language at once (`locale: 'all'`) cannot say which language it means: the
 * sitemap and the switcher's slugs filter each language in code (src/lib/seo/data.ts,
 * src/lib/posts/slugs.ts).
 */
const publicRead: Where = {
  and: [{ _status: { equals: 'published' } }, { withdrawn: { not_equals: true } }],
}

/** Published documents for everyone; drafts too for editors (and admins). */
export const publishedOrEditor: Access = ({ req }) => {
  if (userHasRole(req.user, 'editor')) return true
  return publicRead
}

/** Published vacancies for everyone; all of them for editors and HR. */
export const publishedOrRoles =
  (...wanted: Role[]): Access =>
  ({ req }) => {
    if (userHasRole(req.user, ...wanted)) return true
    return publicRead
  }

export const adminFieldOnly: FieldAccess = ({ req }) => userHasRole(req.user, 'admin')

/** A user may see and edit their own account; admins may manage every account. */
export const adminOrSelf: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!req.user) return false
  return { id: { equals: req.user.id } }
}

/**
 * `admin.hidden`: keeps a collection or global out of the admin nav (and its admin routes) for
 * users without one of these roles; with no roles, for everyone but admins. Read access alone
 * does not hide an entity: a published-only read rule still counts as "may read".
 */
export const hiddenUnless =
  (...wanted: Role[]) =>
  // Collections pass a ClientUser, globals a User or null: both carry `collection` and `roles`.
  ({ user }: { user: object | null }): boolean =>
    !userHasRole(user as MaybeUser, ...wanted)

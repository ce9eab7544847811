import type { Access, PayloadRequest, Where } from 'payload'

import { userHasRole } from './index'

/**
 * Who sees and handles the admin's document locks ("Ivan is editing this"): admins all of
 * them; other staff the locks they hold themselves and those on what they may edit (an editor
 * the pages and the header, HR the CVs, sales the contact messages), never those elsewhere:
 * sales do not learn who opens which CV. Nobody writes a lock over REST: Payload's admin makes
 * them through its database adapter and only reads, takes over and releases them over REST.
 */

/** Collections and globals whose every document this user may update. */
async function editableEverywhere(req: PayloadRequest): Promise<{ collections: string[]; globals: string[] }> {
  const { collections, globals } = req.payload.config
  const fully = async (access: Access | undefined) => access !== undefined && (await access({ req })) === true
  const editable = async <T extends { slug: string; access: { update?: Access }; lockDocuments?: unknown }>(
    entities: T[],
  ) => {
    const checked = await Promise.all(
      entities.map(async (entity) =>
        entity.lockDocuments !== false && (await fully(entity.access.update)) ? entity.slug : null,
      ),
    )
    return checked.filter((slug): slug is string => slug !== null)
  }
  return { collections: await editable(collections), globals: await editable(globals) }
}

/** The locks this request may see: a query on `payload-locked-documents`. */
export const locksOfEditableDocuments: Access = async ({ req }) => {
  if (!req.user) return false
  if (userHasRole(req.user, 'admin')) return true
  const { collections, globals } = await editableEverywhere(req)
  // One `equals` per entity: Payload 3.90 refuses `in` on a polymorphic relation's relationTo.
  return {
    or: [
      { and: [{ 'user.relationTo': { equals: req.user.collection } }, { 'user.value': { equals: req.user.id } }] },
      ...collections.map((slug): Where => ({ 'document.relationTo': { equals: slug } })),
      ...globals.map((slug): Where => ({ globalSlug: { equals: slug } })),
    ],
  }
}

/**
 * Taking a lock over (the admin's only write: `{ user }` of the one taking it) on a lock this
 * request may see, never pointing it at another document or another user.
 */
export const takeOverVisibleLock: Access = async (args) => {
  const data = args.data as
    | { user?: { relationTo?: unknown; value?: unknown } | number | null; document?: unknown; globalSlug?: unknown }
    | undefined
  const user = args.req.user
  if (data && user && !userHasRole(user, 'admin')) {
    if (data.document !== undefined || data.globalSlug !== undefined) return false
    const target = data.user
    if (target !== undefined) {
      const value = typeof target === 'object' && target !== null ? target.value : target
      const collection = typeof target === 'object' && target !== null ? target.relationTo : user.collection
      if (value !== user.id || collection !== user.collection) return false
    }
  }
  return locksOfEditableDocuments(args)
}

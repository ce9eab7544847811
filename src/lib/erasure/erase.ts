import type { Payload, PayloadRequest } from 'payload'

import { addressHmac, erasureKey, keyId, normalizeAddress } from './address'
import { appendErasure } from './log'

/**
 * Erasure on request: everything the site keeps that carries one e-mail address, the contact
 * messages and the CVs (their `email` field, case and surrounding spaces ignored), found and
 * deleted through the Local API, so Payload removes each CV's file with it (the data folder, or
 * the bucket through the storage plugin). E-mails already sent are outside the site.
 */
export const erasableCollections = ['contact-forms', 'cv-submissions'] as const
type ErasableSlug = (typeof erasableCollections)[number]

export type FoundMessage = { id: number; createdAt: string; company: string; department: string | null }
export type FoundCv = { id: number; createdAt: string; file: string | null; vacancy: string | null }
export type Found = { messages: FoundMessage[]; cvs: FoundCv[] }

/** On behalf of an admin's request (its access rules apply), or of the site itself (a restore). */
export type Actor = { req: PayloadRequest } | { payload: Payload }

const payloadOf = (actor: Actor) => ('req' in actor ? actor.req.payload : actor.payload)
const accessOf = (actor: Actor) =>
  'req' in actor ? { req: actor.req, user: actor.req.user, overrideAccess: false } : { overrideAccess: true }

/** `collection`'s documents whose address, normalized, is `address` (already normalized). */
async function matching<S extends ErasableSlug>(actor: Actor, collection: S, address: string) {
  // ILIKE '%address%' narrows it in the database; the exact comparison is ours (`_` and `%` are
  // wildcards there, and a longer address contains a shorter one).
  const { docs } = await payloadOf(actor).find({
    collection,
    where: { email: { like: address } },
    pagination: false,
    depth: 1,
    ...accessOf(actor),
  })
  return docs.filter((doc) => normalizeAddress((doc as { email?: string | null }).email ?? '') === address)
}

/** Every message and CV carrying `address`, with what the admin recognizes them by (no content). */
export async function findByAddress(actor: Actor, address: string): Promise<Found> {
  const normalized = normalizeAddress(address)
  const [messages, cvs] = await Promise.all([
    matching(actor, 'contact-forms', normalized),
    matching(actor, 'cv-submissions', normalized),
  ])
  return {
    messages: messages.map((doc) => ({
      id: doc.id,
      createdAt: doc.createdAt,
      company: doc.company,
      department: doc.department ?? null,
    })),
    cvs: cvs.map((doc) => ({
      id: doc.id,
      createdAt: doc.createdAt,
      file: doc.originalFilename || doc.filename || null,
      vacancy: typeof doc.vacancy === 'object' && doc.vacancy ? (doc.vacancy.title ?? null) : null,
    })),
  }
}

export class ErasureKeyMissing extends Error {
  constructor() {
    super('No key for the erasure log: set ERASURE_KEY or PAYLOAD_SECRET')
  }
}

/** Deletes `ids` of `collection`; returns how many were deleted (failures are logged by id only). */
export async function deleteIds(actor: Actor, collection: ErasableSlug, ids: number[]): Promise<number> {
  if (!ids.length) return 0
  const payload = payloadOf(actor)
  const result = await payload.delete({
    collection,
    where: { id: { in: ids } },
    depth: 0,
    context: { disableRevalidate: true },
    ...accessOf(actor),
  })
  for (const failure of result.errors)
    payload.logger.warn(`[erasure] ${collection}/${failure.id}: not deleted: ${failure.message}`)
  return result.docs.length
}

export type Erased = { messages: number; cvs: number; entry: string }

/**
 * Erases every message and CV carrying `address`, in one action. The log entry is written
 * first: an erasure that cannot be logged is not made (a restore would bring it back), and one
 * interrupted halfway is finished by the next restore's replay. One log line, without the address.
 */
export async function eraseAddress(actor: Actor, address: string): Promise<Erased> {
  const key = erasureKey()
  if (!key) throw new ErasureKeyMissing()
  const payload = payloadOf(actor)
  const found = await findByAddress(actor, address)
  const by = 'req' in actor ? (actor.req.user?.id ?? null) : null
  const entry = await appendErasure({
    at: new Date().toISOString(),
    by,
    messages: found.messages.length,
    cvs: found.cvs.length,
    address: addressHmac(address, key),
    key: keyId(key),
  })
  const messages = await deleteIds(
    actor,
    'contact-forms',
    found.messages.map((doc) => doc.id),
  )
  const cvs = await deleteIds(
    actor,
    'cv-submissions',
    found.cvs.map((doc) => doc.id),
  )
  payload.logger.info(
    `[erasure] by user ${by ?? '-'}: ${messages} message(s) and ${cvs} CV(s) with their files erased (log entry ${entry})`,
  )
  return { messages, cvs, entry }
}

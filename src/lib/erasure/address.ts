import crypto from 'node:crypto'
import { z } from 'zod'

/**
 * An e-mail address as the erasure log knows it: never in plain text, only as an HMAC-SHA256
 * keyed with a secret that is not in the database (a plain hash of an address is still personal
 * data: anyone can hash a guess and compare). The key is `ERASURE_KEY`, else derived (HKDF) from
 * the site's secret, `PAYLOAD_SECRET` (the server and the restore set it from the data folder's
 * generated one when it is not given). Either way it must keep its value across a move or a
 * restore, or the log's entries can no longer be matched (a restore then says how many).
 */

/** Visitors type addresses in any case and with stray spaces; the erasure matches them all. */
export const normalizeAddress = (address: string) => address.trim().toLowerCase()

const addressSchema = z.email().max(254)

/** The normalized address, or undefined when the input is not one. */
export function parseAddress(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined
  const address = normalizeAddress(input)
  return addressSchema.safeParse(address).success ? address : undefined
}

/** A fixed label: the derived key serves the erasure log only, whatever else uses the secret. */
const derivationLabel = 'gadget-hub erasure log v1'

/** The log's key, or undefined when neither ERASURE_KEY nor the site's secret is known. */
export function erasureKey(env: Record<string, string | undefined> = process.env): Buffer | undefined {
  if (env.ERASURE_KEY) return Buffer.from(env.ERASURE_KEY, 'utf8')
  if (!env.PAYLOAD_SECRET) return undefined
  return Buffer.from(crypto.hkdfSync('sha256', env.PAYLOAD_SECRET, Buffer.alloc(0), derivationLabel, 32))
}

/** `hmac-sha256:<hex>` of the normalized address. */
export function addressHmac(address: string, key: Buffer): string {
  return `hmac-sha256:${crypto.createHmac('sha256', key).update(normalizeAddress(address)).digest('hex')}`
}

/**
 * A short name of the key (an HMAC of a fixed text, not the key): a restore tells entries made
 * with another key, which it cannot match, from entries that match nobody.
 */
export function keyId(key: Buffer): string {
  return crypto.createHmac('sha256', key).update('erasure key id').digest('hex').slice(0, 16)
}

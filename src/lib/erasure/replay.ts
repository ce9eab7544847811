import type { Payload } from 'payload'
import pg from 'pg'

import { addressHmac, erasureKey, keyId, normalizeAddress } from './address'
import { deleteIds, erasableCollections } from './erase'
import { mergeErasureLog, readErasureLog, readErasureLogIn, type NamedEntry } from './log'

/**
 * A restore replays the erasure log before the site serves: every message and CV whose address's
 * HMAC is in the log is deleted again, with its files, so an archive taken before an erasure does
 * not bring the erased person back. The database is read first with one query per collection
 * (no Payload): most restores find no one, and then Payload is not started for nothing.
 */
export type Replayed = {
  /** Entries in the log. */
  entries: number
  /** Entries made with another key than this site's: they match nobody here. */
  otherKey: number
  messages: number
  cvs: number
}

const tableOf = (slug: string) => pg.escapeIdentifier(slug.replace(/-/g, '_'))

export async function replayErasures(
  databaseUrl: string,
  log: NamedEntry[],
  withPayload: (act: (payload: Payload) => Promise<void>) => Promise<void>,
): Promise<Replayed> {
  const result: Replayed = { entries: log.length, otherKey: 0, messages: 0, cvs: 0 }
  const key = erasureKey()
  const id = key && keyId(key)
  const erased = new Set(log.filter(({ entry }) => entry.key === id).map(({ entry }) => entry.address))
  result.otherKey = log.length - log.filter(({ entry }) => entry.key === id).length
  if (!key || !erased.size) return result

  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  await client.connect()
  const ids: Record<(typeof erasableCollections)[number], number[]> = { 'contact-forms': [], 'cv-submissions': [] }
  try {
    for (const slug of erasableCollections) {
      const { rows } = await client.query<{ id: number; email: string | null }>(
        `SELECT id, email FROM ${tableOf(slug)}`,
      )
      const hashes = new Map<string, string>()
      for (const row of rows) {
        const address = normalizeAddress(row.email ?? '')
        if (!hashes.has(address)) hashes.set(address, addressHmac(address, key))
        if (erased.has(hashes.get(address)!)) ids[slug].push(row.id)
      }
    }
  } finally {
    await client.end()
  }
  if (!ids['contact-forms'].length && !ids['cv-submissions'].length) return result
  await withPayload(async (payload) => {
    result.messages = await deleteIds({ payload }, 'contact-forms', ids['contact-forms'])
    result.cvs = await deleteIds({ payload }, 'cv-submissions', ids['cv-submissions'])
  })
  return result
}

/**
 * A restore's part (tools/backup/restore.ts): the archive's log (`<extracted>/erasures/`) is
 * merged into this site's, and the union replayed on the restored database. `resolveSecret`
 * makes PAYLOAD_SECRET known (the data folder's generated one) when the log needs the key.
 */
export async function restoreErasureLog(
  databaseUrl: string,
  extracted: string,
  options: { resolveSecret: () => void; withPayload: Parameters<typeof replayErasures>[2] },
): Promise<Replayed & { merged: number }> {
  const merged = await mergeErasureLog(await readErasureLogIn(extracted))
  const log = await readErasureLog()
  if (log.length && !process.env.ERASURE_KEY) options.resolveSecret()
  return { merged, ...(await replayErasures(databaseUrl, log, options.withPayload)) }
}

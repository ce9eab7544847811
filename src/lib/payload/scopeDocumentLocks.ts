import type { SanitizedConfig } from 'payload'

import { locksOfEditableDocuments, takeOverVisibleLock } from '@/access/documentLocks'
import { nobody } from '@/access'

/**
 * Puts the role table on Payload's document locks (`payload-locked-documents`), whose access
 * Payload fixes to "any signed-in user" (payloadcms/payload#11624) and offers no option to
 * change: the collection is added while the config is sanitized, after every plugin has run
 * (packages/payload/src/locked-documents/config.ts). So its access is replaced on the
 * sanitized config, before Payload starts. Remove when Payload lets a config set it.
 *
 * `DOCUMENT_LOCKS_SCOPED=0` turns this off (every staff member then lists every lock, as
 * before). tests/integration/api-access.test.ts checks each role's view of the locks on the
 * production build; should Payload stop adding the collection where this looks for it, the
 * server refuses to start instead of quietly leaving the locks open.
 */
export function scopeDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  if (process.env.DOCUMENT_LOCKS_SCOPED === '0') return config
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks)
    throw new Error(
      'scopeDocumentLocks: Payload no longer adds payload-locked-documents to the sanitized config; see src/lib/payload/scopeDocumentLocks.ts',
    )
  locks.access = {
    ...locks.access,
    read: locksOfEditableDocuments,
    update: takeOverVisibleLock,
    delete: locksOfEditableDocuments,
    create: nobody,
  }
  return config
}

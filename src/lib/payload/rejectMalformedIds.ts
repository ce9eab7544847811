import { NotFound, type CollectionBeforeOperationHook, type SanitizedConfig } from 'payload'

/** PostgreSQL's `serial`: the ids Payload gives documents here. */
const largestId = 2_147_483_647

/**
 * A document id that no document can have is a 404. Payload's REST turns the id of
 * `/api/posts/abc` into `parseFloat('abc')` (NaN; `1.5` and `99999999999` likewise pass) and
 * hands it to PostgreSQL, whose "invalid input syntax for type integer" is answered as a 500
 * (payloadcms/payload#8347 met the same in the admin's search).
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  const value = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN
  if (!Number.isInteger(value) || value < 1 || value > largestId) throw new NotFound(req.t)
  return args
}

/**
 * On every collection with numeric ids, Payload's own included (jobs, locks, preferences are
 * added while the config is sanitized, so a plugin would not see them).
 */
export function rejectMalformedIds(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.fields.some((field) => 'name' in field && field.name === 'id' && field.type === 'text')) continue
    collection.hooks.beforeOperation = [rejectMalformedId, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}

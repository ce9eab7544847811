import type { Payload } from 'payload'

/** Seeds an empty database on first start. */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) return false
  const { seed } = await import('./seed')
  await seed(payload)
  return true
}

import type { Payload } from 'payload'

export { releasePayload } from '@/workarounds/releasePayload'

/**
 * Payload for scripts (serve, seed, tests): migrations applied, on any NODE_ENV. Production
 * also runs them through prodMigrations on connect; running them again is a no-op.
 */
export async function getMigratedPayload(): Promise<Payload> {
  // One import after another: parallel dynamic imports of this circular module graph can
  // deadlock Vite's module runner (the Vitest global setup hung, now and then, with no I/O).
  const { default: config } = await import('@payload-config')
  const { migrations } = await import('../../migrations/index')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config, disableOnInit: false })
  if (process.env.NODE_ENV !== 'production') {
    await payload.db.migrate({ migrations: migrations as never })
  }
  return payload
}

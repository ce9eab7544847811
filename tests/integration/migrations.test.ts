import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, inject, it, vi } from 'vitest'

import { createEmptyDatabase } from '../support/testDatabase'

describe('migrations', () => {
  it('apply on an empty database and create every collection table', async () => {
    const empty = await createEmptyDatabase(inject('databaseUrl'))
    const { migrations } = await import('../../migrations/index')
    const { getPayload } = await import('payload')
    const { default: configPromise } = await import('@payload-config')
    const config = await configPromise
    // A separate Payload (its own cache key) pointed at the empty database.
    const adapterConfig = { ...config, db: config.db }
    const originalUrl = process.env.DATABASE_URL
    try {
      const client = new pg.Client({ connectionString: empty.url })
      await client.connect()
      const before = await client.query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
      )
      expect(before.rows[0].n).toBe(0)
      await client.end()

      process.env.DATABASE_URL = empty.url
      const { postgresAdapter } = await import('@payloadcms/db-postgres')
      const payload = await getPayload({
        key: 'empty-database',
        config: {
          ...adapterConfig,
          db: postgresAdapter({ pool: { connectionString: empty.url }, push: false }) as unknown as typeof config.db,
        },
      })
      await payload.db.migrate({ migrations: migrations as never })

      const after = new pg.Client({ connectionString: empty.url })
      await after.connect()
      const { rows } = await after.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      )
      const tables = rows.map((row) => row.table_name as string)
      for (const table of [
        'pages',
        'posts',
        'reviews',
        'vacancies',
        'departments',
        'grades',
        'contact_forms',
        'cv_submissions',
        'users',
        'media',
        'header',
        'footer',
        'site_settings',
        'payload_migrations',
        'payload_jobs',
      ]) {
        expect(tables, `table ${table}`).toContain(table)
      }
      const applied = await after.query('SELECT name FROM payload_migrations WHERE batch > 0')
      expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name))
      await after.end()
      const { releasePayload } = await import('@/server/payload')
      await releasePayload(payload, 'empty-database')
    } finally {
      process.env.DATABASE_URL = originalUrl
      await empty.drop()
    }
  })

  // The storage plugin adds its fields (`prefix`, `_objectKey`) in both modes, so the same
  // migrations serve a server with S3 settings and one without.
  const storageModes: [string, Record<string, string>][] = [
    ['without S3 settings', {}],
    ['with S3 settings', { S3_BUCKET: 'schema-check', S3_ENDPOINT: 'http://127.0.0.1:9' }],
  ]
  it.each(storageModes)('the committed migrations describe the whole schema %s', async (mode, env) => {
    vi.resetModules()
    const before = { ...process.env }
    Object.assign(process.env, env)
    try {
      const { getPayload } = await import('payload')
      const { default: configPromise } = await import('@payload-config')
      const config = await configPromise
      const media = config.collections.find((collection) => collection.slug === 'media')
      expect(
        typeof media?.upload === 'object' && media.upload.disableLocalStorage === true,
        'files in the bucket',
      ).toBe(mode === 'with S3 settings')
      const payload = await getPayload({ key: `schema ${mode}`, config })
      const db = payload.db as unknown as {
        schema: Record<string, unknown>
        requireDrizzleKit: () => {
          generateDrizzleJson: (schema: unknown) => Promise<unknown>
          generateMigration: (from: unknown, to: unknown) => Promise<string[]>
        }
      }
      const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
      const dir = path.resolve(import.meta.dirname, '../../migrations')
      const latest = fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .at(-1)!
      const committed = JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8'))
      expect(await generateMigration(committed, await generateDrizzleJson(db.schema))).toEqual([])
      const { releasePayload } = await import('@/server/payload')
      await releasePayload(payload, `schema ${mode}`)
    } finally {
      for (const name of Object.keys(env)) delete process.env[name]
      Object.assign(process.env, before)
    }
  })
})

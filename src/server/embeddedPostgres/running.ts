import fs from 'node:fs'
import path from 'node:path'

import { ownerFile, processAlive } from './staleServer'

/**
 * The embedded PostgreSQL a running site owns, for a tool that must work beside it (a backup
 * while the site serves): its address from `postmaster.pid` (the port is its fourth line) and
 * the data folder's password. Undefined when no live server with a live owner runs there.
 */
export function runningEmbeddedUrl(dataDir: string, database = 'app'): string | undefined {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return undefined
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid) || !Number.isInteger(port)) return undefined
  const owner = Number(fs.readFileSync(ownerFile(dataDir), { encoding: 'utf8', flag: 'a+' }).trim())
  if (!Number.isInteger(owner) || owner <= 0 || !processAlive(owner)) return undefined
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim()
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

import fs from 'node:fs'
import path from 'node:path'

import { StartupError } from './errors'
import { waitFor } from './waitFor'

/** The file naming the process that started the data folder's server. */
export const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner')

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A server left running by a hard kill of an earlier run: stop it cleanly, then start our own.
 * A server whose owning process (recorded in `postgres.owner`) is still alive is in use, not
 * stale: refuse rather than pull the database from under a running site.
 */
export async function stopStaleServer(dataDir: string, pgData: string, log: (line: string) => void) {
  const pidFile = path.join(pgData, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return
  const owner = Number(fs.readFileSync(ownerFile(dataDir), { encoding: 'utf8', flag: 'a+' }).trim())
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
    throw new StartupError(
      `The embedded PostgreSQL in ${pgData} is in use by a running process (pid ${owner}): stop that server first, or use another DATA_DIR.`,
    )
  }
  log(`Found the embedded PostgreSQL of an earlier run still running (pid ${pid}); stopping it before starting afresh.`)
  process.kill(pid, 'SIGINT')
  const stopped = await waitFor(() => !processAlive(pid), 15_000, 100)
  if (!stopped) {
    process.kill(pid, 'SIGKILL')
    await waitFor(() => !processAlive(pid), 5_000, 100)
  }
}

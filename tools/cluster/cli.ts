/**
 * `npm run cluster`: the multi-instance mode on this machine (issue 16). Builds when needed,
 * installs what is missing (Debian's nginx and redis-server, with apt-get as root; s3rver is a
 * dev dependency), then starts, each in its own process group: PostgreSQL (the embedded one, or
 * DATABASE_URL), Redis, s3rver with its bucket, an SMTP sink that keeps every e-mail as an .eml
 * file, two instances of the production build (INSTANCE_PORTS, default 3001,3002) and nginx in
 * front of them (CLUSTER_PORT, default 8080). Prints where each is and the admin's credentials;
 * Ctrl-C (or SIGTERM) stops everything in reverse order. A second start reuses the data in
 * CLUSTER_DIR (default .data-cluster). The parts are tools/cluster/cluster.ts, which the cluster
 * tests and the bench start too.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { ensureCommands, startCluster, type Cluster } from './cluster'

const root = path.resolve(import.meta.dirname, '../..')
process.chdir(root)
const started = Date.now()
const log = (line: string) => console.log(`[cluster] ${line}`)
/** A path as the user would type it from the project folder. */
const shown = (file: string) => (path.relative(root, file).startsWith('..') ? file : path.relative(root, file) || '.')

function portList(value: string | undefined, fallback: number[]): number[] {
  if (!value?.trim()) return fallback
  const ports = value.split(',').map((entry) => Number(entry.trim()))
  if (ports.length < 1 || ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    console.error(`Error: INSTANCE_PORTS must be a comma-separated list of ports, got "${value}".`)
    process.exit(1)
  }
  return ports
}

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] || fallback)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`Error: ${name} must be a port number, got "${process.env[name]}".`)
    process.exit(1)
  }
  return value
}

/** A value kept in the cluster folder from the first start (the seed's admin, the shared secret). */
function kept(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const value = make()
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 })
  return value
}

const instancePorts = portList(process.env.INSTANCE_PORTS, [3001, 3002])
const clusterPort = port('CLUSTER_PORT', 8080)
const host = process.env.CLUSTER_HOST || '127.0.0.1'
const publicUrl = process.env.SERVER_URL || `http://localhost:${clusterPort}`
const workDir = path.resolve(process.env.CLUSTER_DIR || '.data-cluster')
const ids = instancePorts.map((_, index) => String.fromCharCode(97 + index))

try {
  ensureCommands({ nginx: 'nginx', 'redis-server': 'redis-server' }, log)
} catch (error) {
  console.error(`Error: ${(error as Error).message}`)
  process.exit(1)
}
const build = spawnSync(process.execPath, ['src/server/start.mjs', '--build-only'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

fs.mkdirSync(workDir, { recursive: true })
const mailDir = path.join(workDir, 'mail')
fs.mkdirSync(mailDir, { recursive: true })
const admin = {
  email: process.env.ADMIN_EMAIL || kept(path.join(workDir, 'admin-email'), () => 'admin@example.com'),
  password:
    process.env.ADMIN_PASSWORD ||
    kept(path.join(workDir, 'admin-password'), () => crypto.randomBytes(12).toString('base64url')),
}
const secret =
  process.env.PAYLOAD_SECRET || kept(path.join(workDir, 'payload-secret'), () => crypto.randomBytes(32).toString('hex'))

let cluster: Cluster | undefined
let stopping = false
async function stop(signal: string) {
  if (stopping) {
    // A second Ctrl-C: every process group goes at once (the exit hook kills them).
    process.exit(1)
  }
  stopping = true
  log(`${signal}: stopping nginx, the instances, the mail sink, S3, Redis, then PostgreSQL…`)
  await cluster?.stop()
  log('stopped')
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
// A new build or new settings go live without a moment offline: one instance after another.
let restarting = false
process.on('SIGHUP', () => {
  if (!cluster || restarting || stopping) return
  restarting = true
  log('SIGHUP: restarting the instances one at a time…')
  cluster
    .rollingRestart(log)
    .then(() => log('every instance restarted'))
    .catch((error: unknown) => log(`the rolling restart stopped: ${(error as Error).message}`))
    .finally(() => (restarting = false))
})

log(`starting in ${shown(workDir)}: PostgreSQL, Redis, S3, the mail sink, instances ${ids.join(', ')}, nginx…`)
try {
  cluster = await startCluster({
    workDir,
    keepWorkDir: true,
    port: clusterPort,
    host,
    publicUrl,
    instancePorts,
    instanceIds: ids,
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgPort: port('CLUSTER_PG_PORT', 54339),
    redisPort: port('CLUSTER_REDIS_PORT', 6389),
    s3Port: port('CLUSTER_S3_PORT', 4568),
    smtp: process.env.SMTP_URL
      ? false
      : {
          port: port('CLUSTER_SMTP_PORT', 2525),
          onMail: (mail) => {
            const file = path.join(
              mailDir,
              `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`,
            )
            fs.writeFileSync(file, mail.raw)
            // The subject as read: its encoded words (=?UTF-8?B?…?=, =?UTF-8?Q?…?=) decoded.
            const subject = (mail.headers.subject ?? '').replace(
              /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
              (_, encoding: string, text: string) =>
                encoding.toLowerCase() === 'b'
                  ? Buffer.from(text, 'base64').toString('utf8')
                  : Buffer.from(
                      text
                        .replace(/_/g, ' ')
                        .replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                      'latin1',
                    ).toString('utf8'),
            )
            log(`e-mail to ${mail.to.join(', ')}: "${subject}" → ${shown(file)}`)
          },
        },
    admin,
    secret,
    env: process.env.SMTP_URL ? { SMTP_URL: process.env.SMTP_URL } : {},
    echo: (part, line) => {
      if (part.startsWith('instance ')) console.log(`[${part.slice('instance '.length)}] ${line}`)
      else if (part === 'nginx') console.log(`[nginx] ${line}`)
    },
  })
} catch (error) {
  console.error(`Error: ${(error as Error).message}`)
  process.exit(1)
}

const rows: [string, string][] = [
  ['site (nginx)', `${publicUrl}  (admin at ${publicUrl}/admin)`],
  ...cluster.instances.map((instance): [string, string] => [
    `instance ${instance.id}`,
    `${instance.url}  (data folder ${shown(instance.dataDir)})`,
  ]),
  ['PostgreSQL', cluster.database.url.replace(/:[^:@/]+@/, ':***@')],
  ['Redis', cluster.redis.url],
  ['S3 (s3rver)', `${cluster.s3.endpoint}, bucket "${cluster.s3.bucket}", keys S3RVER/S3RVER`],
  ['SMTP', cluster.smtp ? `${cluster.smtp.url}, every e-mail kept in ${shown(mailDir)}/` : 'SMTP_URL'],
  ['admin', `${admin.email} / ${admin.password}`],
]
const width = Math.max(...rows.map(([name]) => name.length))
console.log(`\nThe cluster is up (${((Date.now() - started) / 1000).toFixed(1)} s):`)
for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`)
console.log(
  `\nCtrl-C stops everything in reverse order; \`kill -HUP ${process.pid}\` restarts the instances one at a time.\n`,
)

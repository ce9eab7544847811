import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

import { clusterRequest, startCluster, type Cluster, type ClusterOptions } from '../../tools/cluster/cluster'
import { nextIp } from './http'
import { clusterAdmin } from './clusterGlobalSetup'

export { clusterAdmin }

/**
 * A test file's cluster (tools/cluster/cluster.ts) on the run's PostgreSQL and S3 server: its
 * own copy of the seeded database, its own Redis, SMTP sink, instances and nginx, the queue
 * run every second. `stop()` also drops the database copy.
 */
export async function startTestCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const server = inject('clusterDatabaseUrl')
  const name = `cluster_${crypto.randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${new URL(server).pathname.slice(1)}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(server)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.end()
  }
  try {
    const cluster = await startCluster({
      databaseUrl: url.toString(),
      s3Endpoint: inject('clusterS3Endpoint'),
      bucket: inject('clusterBucket'),
      secret: inject('clusterSecret'),
      admin: clusterAdmin,
      ...options,
      env: { JOBS_CRON: '* * * * * *', ...(options.env ?? {}) },
    })
    const stop = cluster.stop
    cluster.stop = async () => {
      await stop()
      await drop()
    }
    return cluster
  } catch (error) {
    await drop().catch(() => undefined)
    throw error
  }
}

/** What a signed-in user sends: the token (Authorization: JWT …) and the session cookie. */
export type Session = { token: string; cookie: string; authorization: string }

/** POST /api/users/login on `baseUrl` (an instance or nginx), from the client address `ip` (X-Forwarded-For, believed by an instance) or the loopback address `from` (through nginx). */
export async function signInTo(
  baseUrl: string,
  email: string,
  password: string,
  client: { ip?: string; from?: string } = {},
): Promise<Session> {
  const answer = await clusterRequest(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(client.from ? {} : { 'X-Forwarded-For': client.ip ?? nextIp() }),
    },
    body: JSON.stringify({ email, password }),
    from: client.from,
  })
  const token = (answer.json as { token?: string } | undefined)?.token
  if (answer.status !== 200 || !token)
    throw new Error(`sign-in of ${email} at ${baseUrl}: ${answer.status} ${answer.text.slice(0, 300)}`)
  const cookie = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('payload-token='))
  if (!cookie) throw new Error(`sign-in of ${email} at ${baseUrl} set no payload-token cookie`)
  return { token, cookie, authorization: `JWT ${token}` }
}

/** A staff user made by the admin through the REST API of the first instance (the database is the cluster's own). */
export async function createStaff(
  cluster: Cluster,
  email: string,
  roles: string[],
  password = 'correct-horse-battery-9',
): Promise<{ id: number; email: string; password: string }> {
  const admin = await signInTo(cluster.a.url, cluster.admin.email, cluster.admin.password)
  const answer = await clusterRequest(`${cluster.a.url}/api/users`, {
    method: 'POST',
    headers: { Authorization: admin.authorization, 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
    body: JSON.stringify({ email, password, roles, name: email.split('@')[0] }),
  })
  if (answer.status !== 201) throw new Error(`creating ${email}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return { id: (answer.json as { doc: { id: number } }).doc.id, email, password }
}

/** Every file under a folder (relative paths); none for a folder that does not exist. */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(folder, entry)).isFile())
    .sort()
}

/** Polls `check` every `stepMs` until it gives a value. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
  stepMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (true) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
}

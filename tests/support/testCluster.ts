import crypto from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

import { startCluster, type Cluster, type ClusterOptions } from '../../tools/cluster/cluster'
import { httpRequest, nextIp } from './http'
import { signIn } from './signIn'
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

/** A staff user made by the admin through the REST API of the first instance (the database is the cluster's own). */
export async function createStaff(
  cluster: Cluster,
  email: string,
  roles: string[],
  password = 'correct-horse-battery-9',
): Promise<{ id: number; email: string; password: string }> {
  const admin = await signIn(cluster.a.url, cluster.admin)
  const answer = await httpRequest(`${cluster.a.url}/api/users`, {
    method: 'POST',
    headers: { Authorization: admin.authorization, 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
    body: JSON.stringify({ email, password, roles, name: email.split('@')[0] }),
  })
  if (answer.status !== 201) throw new Error(`creating ${email}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return { id: (answer.json as { doc: { id: number } }).doc.id, email, password }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import { s3ClientConfig, s3Settings } from '../../src/lib/storage/settings'
import { freePort } from '../../src/server/embeddedPostgres'

/**
 * `s3rver` (an S3 stand-in, as the SMTP sink is one for mail) on a free loopback port, with a
 * temporary folder and one bucket. `env` is what a server needs to store its uploads there;
 * `objects` and `read` look into the bucket for assertions.
 */
export type TestS3 = {
  port: number
  endpoint: string
  bucket: string
  /** The S3_* variables that point a server at the bucket. */
  env: Record<string, string>
  objects: (prefix?: string) => Promise<{ key: string; size: number }[]>
  read: (key: string) => Promise<Buffer>
  stop: () => Promise<void>
}

export async function startS3Server(bucket = 'site-uploads'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-s3-'))
  const port = await freePort()
  // s3rver checks no signature: it must never listen beyond loopback.
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  return s3rverBucket({ port, endpoint: `http://127.0.0.1:${port}`, bucket }, async () => {
    await server.close()
    fs.rmSync(directory, { recursive: true, force: true })
  })
}

/**
 * `bucket` on the s3rver at `endpoint` (in this process or another, as the cluster's): its env,
 * and an S3 client on it for `objects` and `read`; `stop` destroys the client, then calls
 * `stopServer`.
 */
export function s3rverBucket(
  server: { port: number; endpoint: string; bucket: string },
  stopServer: () => Promise<void>,
): TestS3 {
  const { bucket } = server
  // s3rver's own account; any key is accepted.
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: server.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const client = new S3(s3ClientConfig(s3Settings(env)!))

  const objects = async (prefix?: string) => {
    const found: { key: string; size: number }[] = []
    let token: string | undefined
    do {
      const page = await client.listObjectsV2({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })
      for (const item of page.Contents ?? []) found.push({ key: item.Key ?? '', size: item.Size ?? 0 })
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found.sort((a, b) => a.key.localeCompare(b.key))
  }
  const read = async (key: string) => {
    const object = await client.getObject({ Bucket: bucket, Key: key })
    return Buffer.from(await object.Body!.transformToByteArray())
  }
  return {
    ...server,
    env,
    objects,
    read,
    stop: async () => {
      client.destroy()
      await stopServer()
    },
  }
}

import fs from 'node:fs'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import { buildStoragePathData } from '@payloadcms/plugin-cloud-storage/utilities'

import { s3ClientConfig, uploadFolders, type S3Settings, type UploadSlug } from './settings'

/**
 * Our own calls to the bucket (Payload's adapter keeps a client of its own, made from the same
 * settings): reading an upload's bytes, checking it answers, and copying the build snapshot's
 * pictures in. Loaded only in S3 mode, so a local start never loads the AWS SDK.
 */
let client: { key: string; s3: S3 } | undefined

function s3For(settings: S3Settings): S3 {
  const key = JSON.stringify(settings)
  if (client?.key !== key) client = { key, s3: new S3(s3ClientConfig(settings)) }
  return client.s3
}

/** What an upload document records about its place in the bucket (fields the storage plugin adds). */
export type StoredFile = { filename: string; prefix?: string | null; _objectKey?: string | null }

/**
 * The object key of an upload, by the storage plugin's own rule (with `useCompositePrefixes`):
 * the collection's folder, then the document's prefix and object key, then the file name.
 */
export function objectKey(slug: UploadSlug, file: StoredFile): string {
  return buildStoragePathData({
    collectionPrefix: uploadFolders[slug],
    docPrefix: [file.prefix, file._objectKey].filter(Boolean).join('/'),
    filename: file.filename,
    useCompositePrefixes: true,
  }).storageFilePath
}

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

export async function readObject(settings: S3Settings, key: string): Promise<Buffer> {
  const object = await s3For(settings).getObject({ Bucket: settings.bucket, Key: key })
  if (!object.Body) throw new Error(`S3 object ${key} has no body`)
  return Buffer.from(await object.Body.transformToByteArray())
}

export async function objectExists(settings: S3Settings, key: string): Promise<boolean> {
  try {
    await s3For(settings).headObject({ Bucket: settings.bucket, Key: key })
    return true
  } catch (error) {
    if (notFound(error)) return false
    throw error
  }
}

export type StorageCheck = { ok: boolean; reason?: string }

/** Whether the bucket answers (HeadBucket) within `timeoutMs`; `reason` says why not. */
export async function checkBucket(settings: S3Settings, timeoutMs: number): Promise<StorageCheck> {
  try {
    await s3For(settings).headBucket({ Bucket: settings.bucket }, { abortSignal: AbortSignal.timeout(timeoutMs) })
    return { ok: true }
  } catch (error) {
    const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } }
    const reason = notFound(error)
      ? 'no such bucket'
      : name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${timeoutMs} ms`
        : $metadata?.httpStatusCode
          ? `HTTP ${$metadata.httpStatusCode} (${name})`
          : message || name
    return { ok: false, reason }
  }
}

/** What the file route answers as Content-Type (the object's own): the kinds the seed makes. */
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

/** Uploads every file of a local folder as files of `slug` with no prefix of their own (the build snapshot's pictures). */
export async function uploadFolder(settings: S3Settings, folder: string, slug: UploadSlug): Promise<number> {
  const files = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => fs.statSync(path.join(folder, name)).isFile())
    : []
  const s3 = s3For(settings)
  // A few at a time: a hundred small PUTs, without opening a hundred sockets.
  const queue = [...files]
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      await s3.putObject({
        Bucket: settings.bucket,
        Key: objectKey(slug, { filename: name }),
        Body: await fs.promises.readFile(path.join(folder, name)),
        ContentType: contentTypes[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream',
      })
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return files.length
}

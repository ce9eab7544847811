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

/** What the file route answers as Content-Type (the object's own): the kinds the seed makes, and CVs'. */
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
}

/** The Content-Type an upload named `name` is stored with, by its extension. */
export const contentTypeOf = (name: string) =>
  contentTypes[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream'

/** Every object key under `prefix` (ListObjectsV2, page by page). */
export async function listObjects(settings: S3Settings, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await s3For(settings).listObjectsV2({
      Bucket: settings.bucket,
      Prefix: prefix,
      ContinuationToken: token,
    })
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/** An object's body as a stream, with its Content-Type. */
export async function getObjectStream(
  settings: S3Settings,
  key: string,
): Promise<{ body: NodeJS.ReadableStream; contentType?: string }> {
  const object = await s3For(settings).getObject({ Bucket: settings.bucket, Key: key })
  if (!object.Body) throw new Error(`S3 object ${key} has no body`)
  return { body: object.Body as NodeJS.ReadableStream, contentType: object.ContentType }
}

export async function putObject(settings: S3Settings, key: string, body: Buffer, contentType: string) {
  await s3For(settings).putObject({ Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType })
}

export async function deleteObjects(settings: S3Settings, keys: string[]) {
  for (let at = 0; at < keys.length; at += 1000)
    await s3For(settings).deleteObjects({
      Bucket: settings.bucket,
      Delete: { Objects: keys.slice(at, at + 1000).map((Key) => ({ Key })), Quiet: true },
    })
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
        ContentType: contentTypeOf(name),
      })
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return files.length
}

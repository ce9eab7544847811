import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import type { StorageCheck, StoredFile } from './bucket'
import { s3Settings, type UploadSlug } from './settings'

/**
 * An upload's bytes from the storage in use, for what reads files outside Payload's file route
 * (the CV attached to HR's e-mail, the seed's check for a picture that went missing). Local
 * mode reads the collection's folder; S3 mode the object the storage plugin wrote.
 */
export async function readUpload(payload: Payload, slug: UploadSlug, file: StoredFile): Promise<Buffer> {
  const settings = s3Settings()
  if (!settings) return fs.promises.readFile(localPath(payload, slug, file.filename))
  const { objectKey, readObject } = await import('./bucket')
  return readObject(settings, objectKey(slug, file))
}

export async function uploadExists(payload: Payload, slug: UploadSlug, file: StoredFile): Promise<boolean> {
  const settings = s3Settings()
  if (!settings) return fs.existsSync(localPath(payload, slug, file.filename))
  const { objectExists, objectKey } = await import('./bucket')
  return objectExists(settings, objectKey(slug, file))
}

/**
 * The file a new upload named `filename` would meet on local disk, where Payload would then
 * rename the upload (`-1`); undefined in S3 mode, where the new object simply replaces it.
 */
export function localLeftover(payload: Payload, slug: UploadSlug, filename: string): string | undefined {
  return s3Settings() ? undefined : localPath(payload, slug, filename)
}

function localPath(payload: Payload, slug: UploadSlug, filename: string): string {
  const folder = path.resolve(payload.collections[slug].config.upload.staticDir ?? '')
  const file = path.resolve(folder, filename)
  if (!file.startsWith(`${folder}${path.sep}`)) throw new Error(`Invalid upload file name: ${filename}`)
  return file
}

/**
 * Whether the S3 bucket answers (HeadBucket, `timeoutMs` at most), for /api/health and the
 * start-up check; undefined in local mode (nothing to ask, and the AWS SDK is not loaded).
 */
export async function checkStorage(timeoutMs = 2000): Promise<StorageCheck | undefined> {
  const settings = s3Settings()
  if (!settings) return undefined
  const { checkBucket } = await import('./bucket')
  return checkBucket(settings, timeoutMs)
}

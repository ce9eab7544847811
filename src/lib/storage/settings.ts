import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { CountedHttpHandler } from './countedHandler'

/**
 * Where uploads live. Without S3 settings (the zero-config start): files under the data
 * folder, `<DATA_DIR>/media` and `<DATA_DIR>/cv`. With `S3_BUCKET`: in that S3-compatible
 * bucket (AWS S3, Cloudflare R2, Garage, Ceph; `s3rver` in the tests), under the same two
 * folder names as key prefixes, so several instances share them. The only place that reads
 * the S3_* variables.
 */
export type S3Settings = {
  bucket: string
  /** Unset: AWS S3 in `region`. */
  endpoint?: string
  region: string
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
}

/** Each upload collection's folder: under the data folder, or the key prefix in the bucket. */
export const uploadFolders = { media: 'media', 'cv-submissions': 'cv' } as const

export type UploadSlug = keyof typeof uploadFolders

const s3Variables = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

/** The S3 settings, or undefined for local disk. A half-made setting is an error, never a silent fall-back to disk. */
export function s3Settings(env: Record<string, string | undefined> = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) {
    const stray = s3Variables.filter((name) => env[name]?.trim())
    if (stray.length)
      throw new Error(
        `S3_BUCKET is not set, but ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'}: set S3_BUCKET to store uploads in S3, or unset them to keep uploads on local disk.`,
      )
    return undefined
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}".`)
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the AWS SDK then finds credentials itself).',
    )
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase()
  if (pathStyle && !['0', '1', 'true', 'false'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, got "${env.S3_FORCE_PATH_STYLE}".`)
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Servers other than AWS (R2, Garage, Ceph, s3rver) address buckets by path, not by host name.
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : Boolean(endpoint),
  }
}

/** The AWS SDK v3 client settings, the same for Payload's storage adapter and our own reads. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // SDK 3.729+ sends CRC32 checksums on every upload and checks them on every download by
    // default; servers other than AWS S3 may refuse the first or lack the second.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Deadlines (README: Run it in production): a connection within 2 s, and no request left
    // waiting 5 s without a byte either way (the socket's idle time, `socketTimeout`: a large
    // upload that keeps moving is not cut), tried at most twice: a picture asked of a hung bucket
    // gets its error within about 11 s. (`requestTimeout` is the whole exchange's time, and only
    // logs a warning unless `throwOnRequestTimeout`: set as the deadline, a hung S3 held a
    // picture's request past 45 s. An idle time of 6 s or more is armed 3 s late.) What fails is
    // counted in the metrics.
    requestHandler: new CountedHttpHandler({ connectionTimeout: 2_000, socketTimeout: 5_000 }),
    maxAttempts: 2,
  }
}

/** One line for the start-up log: where uploads go. */
export function describeStorage(settings = s3Settings()): string {
  return settings
    ? `the S3 bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS ${settings.region}`}`
    : 'the data folder'
}

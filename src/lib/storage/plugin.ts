import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { initClientUploads } from '@payloadcms/plugin-cloud-storage/utilities'
import type { Config, Plugin, UploadConfig } from 'payload'

import { errorResponse, requestLocale } from '@/lib/landing/request'
import { siteUrl } from '@/lib/seo/siteUrl'
import { s3ClientConfig, s3Settings, uploadFolders, type UploadSlug } from './settings'

/** Each collection under its own key prefix (`media/`, `cv/`), in both modes. */
const collections = {
  media: { prefix: uploadFolders.media },
  'cv-submissions': { prefix: uploadFolders['cv-submissions'] },
}

/**
 * Payload's S3 storage plugin (`@payloadcms/storage-s3`) for media and CVs, on when S3
 * settings are present.
 *
 * - `alwaysInsertFields`: the plugin's fields (`prefix`, `_objectKey`) exist with and without
 *   S3, so one schema and one set of migrations serve both modes.
 * - Files are served through Payload's file route (no `disablePayloadAccessControl`), so
 *   media keep their `/api/media/file/…` addresses and a CV is read only after Payload's
 *   access check; no signed or public links (`signedDownloads` off, no ACL: objects stay
 *   private to the bucket's credentials).
 * - `useCompositePrefixes`: the collection's prefix is always joined to a document's own, so
 *   the media file route builds keys under `media/` only and no name asked of it reaches a CV.
 *
 * Without S3 it does what `s3Storage({ enabled: false, alwaysInsertFields: true })` does (the
 * same fields, the same admin provider, hence one import map) without importing the plugin,
 * which loads the AWS SDK: 0.37–0.57 s here after Payload itself (3 runs), which a local start
 * would pay on its first request.
 * tests/integration/migrations.test.ts checks that both modes have the committed schema.
 */
export function uploadStorage(): Plugin {
  return async (config) => {
    const settings = s3Settings()
    if (settings) {
      const { s3Storage } = await import('@payloadcms/storage-s3')
      return bucketFailureAsUnavailable(
        await s3Storage({
          bucket: settings.bucket,
          config: s3ClientConfig(settings),
          collections,
          alwaysInsertFields: true,
          useCompositePrefixes: true,
        })(config),
      )
    }
    initClientUploads({
      clientHandler: '@payloadcms/storage-s3/client#S3ClientUploadHandler',
      collections,
      config,
      enabled: false,
      serverHandler: () => new Response(null, { status: 404 }),
      serverHandlerPath: '/storage-s3-generate-signed-url',
    })
    const withoutAdapter = Object.fromEntries(
      Object.entries(collections).map(([slug, options]) => [slug, { ...options, adapter: null }]),
    )
    return cloudStoragePlugin({
      alwaysInsertFields: true,
      enabled: false,
      useCompositePrefixes: true,
      collections: withoutAdapter,
    })(config)
  }
}

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file the bucket could not give (S3 hung past its deadline, refusing, or failing) is a 503
 * with Retry-After and the reason in the request's language, as every dependency's failure is,
 * not the adapter's plain-text 500 "Internal Server Error" (it logs the error itself). Through
 * the collections' documented `upload.handlers`, where the plugin put its own: each answer of
 * theirs passes as it is but that 500.
 */
function bucketFailureAsUnavailable(config: Config): Config {
  // (Payload's type has a handler's promise give a Response or nothing, not either.)
  const unavailable = (handler: FileHandler): FileHandler =>
    (async (req, args) => {
      const answer = await handler(req, args)
      if (!(answer instanceof Response) || answer.status !== 500) return answer
      return errorResponse(503, 'fileUnavailable', requestLocale(req.headers), { 'Retry-After': '30' })
    }) as FileHandler
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug in collections && typeof collection.upload === 'object'
        ? { ...collection, upload: { ...collection.upload, handlers: collection.upload.handlers?.map(unavailable) } }
        : collection,
    ),
  }
}

/**
 * This site's own file route of a collection, for `upload.skipSafeFetch`. With S3 a new focal
 * point or crop makes Payload fetch the original from that route at SERVER_URL, and its SSRF
 * guard refuses any host that resolves to a private address: a local cluster or an intranet
 * server answered 500 to the admin's focal-point change. Only this route of this origin passes.
 */
export function ownFileRoute(slug: UploadSlug): NonNullable<UploadConfig['skipSafeFetch']> {
  const origin = new URL(siteUrl())
  return [
    {
      protocol: origin.protocol === 'https:' ? 'https' : 'http',
      hostname: origin.hostname,
      port: origin.port,
      pathname: `/api/${slug}/file/**`,
    },
  ]
}

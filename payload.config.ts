import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { uk } from '@payloadcms/translations/languages/uk'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { adminRequest } from '@/access'
import { Departments } from '@/collections/Departments'
import { Grades } from '@/collections/Grades'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { Reviews } from '@/collections/Reviews'
import { Users } from '@/collections/Users'
import { Vacancies } from '@/collections/Vacancies'
import { buildIdEndpoint } from '@/endpoints/buildId'
import { testHoldsEndpoints } from '@/endpoints/testHolds'
import { testHoldsOn } from '@/shared/testHolds'
import { healthEndpoint, readyEndpoint } from '@/endpoints/health'
import { metricsEndpoint } from '@/endpoints/metrics'
import { meEndpoint } from '@/endpoints/me'
import { heldMailEndpoint } from '@/endpoints/heldMail'
import { deliveryRetryEndpoint } from '@/endpoints/deliveryRetry'
import { erasureEndpoints } from '@/admin/Erasure/endpoints'
import { exitPreviewEndpoint, previewEndpoint } from '@/endpoints/preview'
import { ContactForms } from '@/features/contact/collection'
import { sendMessageEndpoint } from '@/features/contact/endpoint'
import { CvSubmissions } from '@/features/cv/collection'
import { sendCvEndpoint } from '@/features/cv/endpoint'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { defaultLocale, localeLabels, locales } from '@/i18n/locales'
import { claimSnapshotAdmin } from '@/lib/auth/snapshotAdmin'
import { startJobReaper } from '@/lib/delivery/reaper'
import { startRetention } from '@/lib/retention/expire'
import { startScheduledBackups } from '@/lib/backup/schedule'
import { countDatabaseErrors, countPoolErrors } from '@/lib/health/databaseErrors'
import { deliveryTasks } from '@/lib/delivery/tasks'
import { languageScheduleTaskConfig } from '@/lib/languageStatus/actions'
import { contactDelivery } from '@/features/contact/delivery'
import { cvDelivery } from '@/features/cv/delivery'
import { createTransport } from '@/lib/mail/transport'
import { rejectMalformedIds } from '@/lib/payload/rejectMalformedIds'
import { scopeDocumentLocks } from '@/lib/payload/scopeDocumentLocks'
import { bodyLimits } from '@/shared/bodyLimits'
import { siteLogger } from '@/shared/log'
import { redirects } from '@/lib/redirects/plugin'
import { uploadStorage } from '@/lib/storage/plugin'
import { rollbackFailedJobUpdates } from '@/workarounds/rollbackFailedJobUpdates'
import { migrations } from './migrations/index'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`

export default buildConfig({
  serverURL,
  secret: process.env.PAYLOAD_SECRET || '',
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      beforeDashboard: [
        '@/admin/Dashboard/NewSubmissions#NewSubmissions',
        '@/admin/Dashboard/Translations#Translations',
        '@/admin/Dashboard/System#System',
        '@/admin/Dashboard/Expiring#Expiring',
        '@/admin/Dashboard/Backups#Backups',
      ],
      providers: ['@/admin/UserLanguage/UserLanguage.client#UserLanguage'],
      // Erasure on request (issue 25): the view and its nav link, for admins only.
      afterNavLinks: ['@/admin/Erasure/ErasureNavLink#ErasureNavLink'],
      views: { erasure: { Component: '@/admin/Erasure/ErasureView#ErasureView', path: '/erasure' } },
    },
    meta: {
      titleSuffix: ' · Admin',
      robots: 'noindex, nofollow',
    },
  },
  i18n: {
    supportedLanguages: { uk, en },
    fallbackLanguage: defaultLocale,
    // The redirects plugin ships no Ukrainian: its fields were labelled with their keys, and each
    // render logged "key not found: plugin-redirects:…".
    translations: {
      uk: {
        'plugin-redirects': {
          customUrl: 'Власна адреса (URL)',
          documentToRedirect: 'Документ, на який переадресувати',
          fromUrl: 'З адреси',
          internalLink: 'Сторінка або допис сайту',
          redirectType: 'Тип переадресації',
          toUrlType: 'Куди веде',
        },
      },
    },
  },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: false,
  },
  collections: [Pages, Posts, Reviews, Vacancies, Grades, Media, ContactForms, CvSubmissions, Departments, Users],
  globals: [Header, Footer, SiteSettings],
  endpoints: [
    healthEndpoint,
    readyEndpoint,
    metricsEndpoint,
    buildIdEndpoint,
    sendMessageEndpoint,
    sendCvEndpoint,
    meEndpoint,
    ...erasureEndpoints,
    // The dashboard's buttons for the e-mails a restore held (src/lib/backup/heldMail.ts).
    heldMailEndpoint([contactDelivery, cvDelivery]),
    deliveryRetryEndpoint([contactDelivery, cvDelivery]),
    previewEndpoint,
    exitPreviewEndpoint,
    // Test-only: the hold points tests provoke races with (never with TEST_HOLDS unset).
    ...(testHoldsOn ? testHoldsEndpoints : []),
  ],
  editor: lexicalEditor(),
  // A job update that fails gives back its connection (src/workarounds/rollbackFailedJobUpdates.ts).
  db: rollbackFailedJobUpdates(
    postgresAdapter({
      // Deadlines (issue 26; README: Run it in production): a connection, or a free one of the
      // pool, within DB_CONNECT_TIMEOUT_MS; in the server, a statement within DB_STATEMENT_TIMEOUT_MS
      // (src/server/serve.ts; the first start's migrations and seed, and the tools, run without
      // one: a migration or a restore of a large table may take longer); a transaction left idle
      // is ended by the server. A server that hangs mid-query is the request's deadline to bound
      // (the landing forms' own, the health checks').
      pool: {
        connectionString: process.env.DATABASE_URL || '',
        max: Number(process.env.DB_POOL_MAX || 10),
        // Longer than a page's deadline (9 s): on a machine too busy to render in time, a visitor
        // gets the page's 503 in their language, not a 500 for a connection the pool had no room for.
        connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS || 10_000),
        statement_timeout: Number(process.env.DB_STATEMENT_TIMEOUT_MS) || undefined,
        idle_in_transaction_session_timeout: 60_000,
        keepAlive: true,
      },
      // Schema changes go through committed migrations only, never Drizzle's dev push.
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
      prodMigrations: migrations,
    }),
  ),
  email: nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'no-reply@example.com',
    defaultFromName: process.env.MAIL_FROM_NAME || 'Website',
    transport: createTransport(),
    skipVerify: true,
  }),
  jobs: {
    // …and each language's scheduled publish or withdrawal (issue 27; src/lib/languageStatus).
    tasks: [...deliveryTasks([contactDelivery, cvDelivery]), languageScheduleTaskConfig],
    // Running, queueing and cancelling jobs over HTTP (GET /api/payload-jobs/run) is for admins
    // only (Payload lets any signed-in user); the jobs collection's own REST stays closed to all.
    access: { run: adminRequest, queue: adminRequest, cancel: adminRequest },
    // Jobs run inside the server process on a schedule (tests run them on demand).
    autoRun: process.env.DISABLE_JOBS_AUTORUN
      ? undefined
      : [
          {
            cron: process.env.JOBS_CRON || '*/5 * * * * *',
            queue: 'default',
            limit: Number(process.env.JOBS_RUN_LIMIT || 20),
            // A failed attempt is one line of ours (src/lib/delivery/deliver.ts: a warning, or a
            // debug line when another instance holds the sender lock), not Payload's error with
            // the whole job and its stack (about 90 lines each).
            silent: { error: true },
          },
        ],
    deleteJobOnComplete: true,
  },
  // Uploads through Payload (media, a CV added by hand): the request guard refuses a body over
  // its route's limit first, in the request's language; this is the line behind it (Payload
  // stops reading at its own limit, and its 413 is in English).
  upload: { limits: { fileSize: bodyLimits.media } },
  cors: [serverURL],
  csrf: [serverURL],
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // Refusals Payload sees as errors are one log line each, not a stack trace: the sign-in limits'
  // (src/lib/auth/limits.ts) and a body cut off at its limit (src/server/requestGuard.ts).
  // Payload keys levels by error name; its type lists only its own.
  loggingLevels: {
    TooManyAttempts: 'info',
    ResetMailsCapped: 'info',
    RequestBodyTooLarge: 'info',
  } as Config['loggingLevels'],
  // Database errors met by the API, counted in the metrics (src/lib/health/databaseErrors.ts).
  hooks: { afterError: [countDatabaseErrors] },
  onInit: async (payload) => {
    countPoolErrors(payload)
    // A copy of the build's seeded snapshot gets its admin's sign-in (src/lib/auth/snapshotAdmin.ts).
    await claimSnapshotAdmin(payload)
    // A server that runs the queue also hands back jobs a crashed server left `processing`.
    if (!process.env.DISABLE_JOBS_AUTORUN) startJobReaper(payload)
    // …and deletes the messages and CVs kept longer than allowed (src/lib/retention).
    if (!process.env.DISABLE_JOBS_AUTORUN) startRetention(payload)
    // …and makes the scheduled backups, once across instances (BACKUP_SCHEDULE; src/lib/backup/schedule.ts).
    if (!process.env.DISABLE_JOBS_AUTORUN) startScheduledBackups(payload)
  },
  // One JSON object per line in production, with the request's id (src/shared/log.ts).
  logger: siteLogger(),
  telemetry: false,
  graphQL: { disable: true },
  plugins: [redirects, uploadStorage()],
})
  .then(scopeDocumentLocks)
  .then(rejectMalformedIds)

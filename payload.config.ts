import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { uk } from '@payloadcms/translations/languages/uk'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ContactForms } from '@/collections/ContactForms'
import { CvSubmissions } from '@/collections/CvSubmissions'
import { Departments } from '@/collections/Departments'
import { Grades } from '@/collections/Grades'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { Reviews } from '@/collections/Reviews'
import { Users } from '@/collections/Users'
import { Vacancies } from '@/collections/Vacancies'
import { buildIdEndpoint } from '@/endpoints/buildId'
import { healthEndpoint } from '@/endpoints/health'
import { sendCvEndpoint } from '@/endpoints/landing/sendCv'
import { sendMessageEndpoint } from '@/endpoints/landing/sendMessage'
import { meEndpoint } from '@/endpoints/me'
import { exitPreviewEndpoint, previewEndpoint } from '@/endpoints/preview'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { defaultLocale, locales } from '@/i18n/locales'
import { deliveryTasks } from '@/lib/delivery/tasks'
import { createTransport } from '@/lib/mail/transport'
import { redirects } from '@/lib/redirects/plugin'
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
      beforeDashboard: ['@/admin/Dashboard/NewSubmissions#NewSubmissions'],
      providers: ['@/admin/UserLanguage/UserLanguage.client#UserLanguage'],
    },
    meta: {
      titleSuffix: ' · Admin',
      robots: 'noindex, nofollow',
    },
  },
  i18n: {
    supportedLanguages: { uk, en },
    fallbackLanguage: 'uk',
  },
  localization: {
    locales: locales.map((code) => ({ code, label: code === 'uk' ? 'Українська' : 'English' })),
    defaultLocale,
    fallback: false,
  },
  collections: [Pages, Posts, Reviews, Vacancies, Grades, Media, ContactForms, CvSubmissions, Departments, Users],
  globals: [Header, Footer, SiteSettings],
  endpoints: [healthEndpoint, buildIdEndpoint, sendMessageEndpoint, sendCvEndpoint, meEndpoint, previewEndpoint, exitPreviewEndpoint],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '', max: Number(process.env.DB_POOL_MAX || 10) },
    // Schema changes go through committed migrations only, never Drizzle's dev push.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  email: nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'no-reply@example.com',
    defaultFromName: process.env.MAIL_FROM_NAME || 'Website',
    transport: createTransport(),
    skipVerify: true,
  }),
  jobs: {
    tasks: deliveryTasks,
    // Jobs run inside the server process on a schedule (tests run them on demand).
    autoRun: process.env.DISABLE_JOBS_AUTORUN
      ? undefined
      : [{ cron: process.env.JOBS_CRON || '*/5 * * * * *', queue: 'default', limit: Number(process.env.JOBS_RUN_LIMIT || 20) }],
    deleteJobOnComplete: true,
  },
  cors: [serverURL],
  csrf: [serverURL],
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  graphQL: { disable: true },
  plugins: [redirects],
})

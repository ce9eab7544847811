import fs from 'node:fs'
import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'

import { adminRobotsHeader } from './src/admin/specAddresses'
import { sharedCacheOn } from './src/shared/cluster'
import { nextCacheMemoryBytes } from './src/shared/nextCacheBudget'
import { bodyLimits } from './src/shared/bodyLimits'
import { turbopackChunking } from './src/workarounds/turbopackChunking'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // BUILD_TYPECHECK=0: the build leaves out Next's type check (npm test runs `tsc` itself first).
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === '0' },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  // The page and data cache lives in memory, per process (unless REDIS_URL: below): it can never
  // outlive or cross the database it was filled from (another DATA_DIR, a re-seed, a restore).
  // Pages re-render once after a restart.
  cacheMaxMemorySize: nextCacheMemoryBytes,
  experimental: {
    // The stylesheet is written into each page (about 12 KB compressed): no request stands
    // between the HTML and the first paint on a slow phone.
    inlineCss: true,
    isrFlushToDisk: false,
    // Each route's server code loads on its first request, not all of them (the admin's is the
    // largest) before the server answers anything.
    preloadEntriesOnStart: false,
    cpus: 1,
    // BUILD_CACHE=0: the build writes no Turbopack cache for the next build to reuse (a fresh
    // clone in CI builds once: writing it took 25-50 s of the build).
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== '0',
    globalNotFound: true,
    // Payload's admin server functions (form state, saves): the same limit as the request guard's.
    serverActions: { bodySizeLimit: bodyLimits.adminAction },
    // The framework code every public page starts with in one file (TURBOPACK_CHUNKING=0: off).
    ...turbopackChunking(),
  },
  async headers() {
    return [
      { source: '/admin', headers: [adminRobotsHeader] },
      { source: '/admin/:path*', headers: [adminRobotsHeader] },
    ]
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Next's cache goes through the site's handler (src/next-cache/handler.ts; in production
 * the build's bundle of it, written by tools/build/server.mjs): in this process's memory, up to
 * cacheMaxMemorySize, or with REDIS_URL in Redis, shared by every instance, and none in memory.
 * It does not trust an entry rendered while a publish was being committed, which Next's default
 * cache keeps. Only when serving the build: the build renders against its own database (and must
 * not fill the shared cache), and `npm run dev` keeps Next's default.
 */
function cacheHandler(phase: string): Partial<NextConfig> {
  const bundled = path.join(process.cwd(), '.next', 'cache-handler.mjs')
  if (phase === PHASE_PRODUCTION_BUILD || process.env.NODE_ENV !== 'production' || !fs.existsSync(bundled)) return {}
  return { cacheHandler: bundled, ...(sharedCacheOn() ? { cacheMaxMemorySize: 0 } : {}) }
}

export default (phase: string): NextConfig => ({ ...config, ...cacheHandler(phase) })

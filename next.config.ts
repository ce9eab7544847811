import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'

import { adminRobotsHeader } from './src/admin/specAddresses'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  // The page and data cache lives in memory, per process: it can never outlive or cross the
  // database it was filled from (another DATA_DIR, a re-seed, a restore). Pages re-render once
  // after a restart.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  experimental: {
    // The stylesheet is written into each page (about 12 KB compressed): no request stands
    // between the HTML and the first paint on a slow phone.
    inlineCss: true,
    isrFlushToDisk: false,
    // Each route's server code loads on its first request, not all of them (the admin's is the
    // largest) before the server answers anything.
    preloadEntriesOnStart: false,
    cpus: 1,
    globalNotFound: true,
    // Every public page needs the same framework code on its first load: one file compresses
    // about 4 KB smaller than the five Turbopack would split it into, and costs one request.
    turbopackChunking: { firstPageLoadPriority: 1, requestCost: 10_000_000, minChunkSize: 2_000_000, maxMergeChunkSize: 5_000_000 },
  },
  async headers() {
    return [
      { source: '/admin', headers: [adminRobotsHeader] },
      { source: '/admin/:path*', headers: [adminRobotsHeader] },
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

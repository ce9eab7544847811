import type { NextConfig } from 'next'

import { workaroundOn } from './switches'

type ExperimentalConfig = NonNullable<NextConfig['experimental']>

/**
 * One framework file: Turbopack splits the code every public page needs at start (React DOM, the
 * router, its runtime) into about five files, and Next's own defaults are being raised for the
 * same reason (vercel/next.js#88707, "adjust chunking config to reduce chunk count", open). With
 * these settings of the experimental `turbopackChunking` it is one file: about 4 KB smaller
 * compressed than the five, and one request.
 *
 * Relies on: an experimental setting whose keys Next may rename or drop without notice (the build
 * then silently splits again); tests/integration/framework-workarounds.test.ts fails when a public
 * page starts with more than one framework file. Off with TURBOPACK_CHUNKING=0 at build time.
 */
export function turbopackChunking(): Pick<ExperimentalConfig, 'turbopackChunking'> {
  if (!workaroundOn('turbopackChunking')) return {}
  return {
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 10_000_000,
      minChunkSize: 2_000_000,
      maxMergeChunkSize: 5_000_000,
    },
  }
}

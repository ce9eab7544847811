#!/usr/bin/env node
/**
 * After `next build`: bundles src/server/serve.ts and the TypeScript it imports (database start,
 * front layer, …) into one ES module, `.next/serve.mjs`, with every npm package left to Node.
 * src/server/start.mjs runs it in production, so a start loads no TypeScript loader (about 0.5 s
 * of a one-core start-up). The first-start seed (src/server/firstStart.ts) is not in it: the
 * server loads that from the sources, through tsx, only when a database needs it.
 * Next's cache handler (src/next-cache/handler.ts: in memory, or in Redis for several
 * instances) is bundled beside it, `.next/cache-handler.mjs`, for Next to load by path
 * (next.config.ts).
 */
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const started = Date.now()
const result = await build({
  absWorkingDir: root,
  entryPoints: { serve: 'src/server/serve.ts', 'cache-handler': 'src/next-cache/handler.ts' },
  outdir: '.next',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // What the server imports only when it needs it (the S3 client, Redis, the cluster's parts)
  // stays a chunk of its own, loaded then: one file would hoist their packages' imports to its
  // top, and a one-core start paid about 1.3 s for the AWS SDK and the rest before its first log.
  splitting: true,
  chunkNames: 'serve-chunks/[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
})
const files = Object.keys(result.metafile.inputs).length
console.log(
  `server entry: ${files} files bundled into .next/serve.mjs and .next/cache-handler.mjs in ${Date.now() - started} ms`,
)

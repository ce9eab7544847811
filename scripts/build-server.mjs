#!/usr/bin/env node
/**
 * After `next build`: bundles scripts/serve.ts and the TypeScript it imports (database start,
 * front layer, …) into one ES module, `.next/serve.mjs`, with every npm package left to Node.
 * scripts/start.mjs runs it in production, so a start loads no TypeScript loader (about 0.5 s
 * of a one-core start-up). The first-start seed (scripts/first-start.ts) is not in it: the
 * server loads that from the sources, through tsx, only when a database needs it.
 */
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const started = Date.now()
const result = await build({
  absWorkingDir: root,
  entryPoints: ['scripts/serve.ts'],
  outfile: '.next/serve.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  metafile: true,
})
const files = Object.keys(result.metafile.inputs).length
console.log(`server entry: ${files} files bundled into .next/serve.mjs in ${Date.now() - started} ms`)

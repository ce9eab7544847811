import path from 'node:path'

/**
 * tsconfig.json's paths, for vitest.config.ts and vitest.cluster.config.ts: vite-tsconfig-paths
 * cannot find vite here (ARCHITECTURE.md), so plain aliases instead. A .mjs file, so that the
 * configs import it with its extension (Vite's coming native config loader wants one; a .ts one
 * would need allowImportingTsExtensions).
 */
export const alias = [
  { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'payload.config.ts') },
  { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
]

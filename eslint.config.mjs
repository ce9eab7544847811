import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import tseslint from 'typescript-eslint'

/**
 * The house's layers, top to bottom (README: Layout). A folder may import the layers below it,
 * never one above: app → site → data model → blocks → features → admin and endpoints →
 * components → lib → fields → access → workarounds → i18n → shared. The three runtimes beside the
 * app: the server around Next (src/server) may import the app's helpers (lib, i18n, seed,
 * workarounds, shared) and no UI; Next's cache handler (src/next-cache) only src/shared; no
 * folder of the app imports either of them, nor the tools. Cycles inside a layer are caught by
 * tools/lint/cycles.mjs (madge's graph: files and folders), in `npm run lint`.
 */
const layers = [
  ['src/app', 'src/proxy.ts'],
  ['src/site'],
  ['src/collections', 'src/globals'],
  ['src/blocks'],
  ['src/features'],
  ['src/admin', 'src/endpoints', 'src/seed'],
  ['src/components'],
  ['src/lib'],
  ['src/fields'],
  ['src/access'],
  ['src/workarounds'],
  ['src/i18n'],
  ['src/shared'],
]
const runtimes = ['src/server', 'src/next-cache', 'tools', 'tests', 'bench']
const ui = layers
  .slice(0, 7)
  .flat()
  .filter((folder) => folder !== 'src/seed')
const layerZones = layers.flatMap((layer, index) =>
  layer.map((target) => ({
    target: `./${target}`,
    from: [...layers.slice(0, index).flat(), ...runtimes].map((folder) => `./${folder}`),
    message: 'A layer imports only the layers below it (eslint.config.mjs, README: Layout).',
  })),
)
const runtimeZones = [
  {
    target: './src/server',
    from: [...ui, 'src/next-cache', 'tools', 'tests', 'bench'].map((folder) => `./${folder}`),
    message: 'The server around Next uses the app’s helpers, never its UI, the cache handler or the tools.',
  },
  {
    target: './src/next-cache',
    from: './src',
    except: ['./shared', './next-cache'],
    message: 'Next’s cache handler is a bundle of its own: it imports only src/shared.',
  },
  {
    target: './src/features/contact',
    from: './src/features/cv',
    message: 'A feature is whole in its folder: one feature never imports another.',
  },
  {
    target: './src/features/cv',
    from: './src/features/contact',
    message: 'A feature is whole in its folder: one feature never imports another.',
  },
  { target: './tools', from: ['./tests'], message: 'The tools do not depend on the tests.' },
]

/**
 * Next's recommended rules (core web vitals, React, hooks, accessibility of JSX) and
 * typescript-eslint's recommended ones; formatting is Prettier's alone (eslint-config-prettier
 * turns off the rules it would fight); the layer rules above.
 */
export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.data*/**',
      'node_modules/**',
      'bench/results/**',
      'bench/.tools/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks what is taken apart only to be left out (`{ secret: _secret, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, ...runtimeZones] }] },
  },
  {
    // Playwright fixtures hand values on through a function they call `use`: no React hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Bench sections and tool configs are modules whose default export is the thing itself.
    files: ['bench/**', '*.config.*'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  {
    // Payload generates migrations with the whole `{ db, payload, req }` in every signature.
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none' }] },
  },
  prettier,
)

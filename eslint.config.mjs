import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import tseslint from 'typescript-eslint'

/**
 * Next's recommended rules (core web vitals, React, hooks, accessibility of JSX) and
 * typescript-eslint's recommended ones; formatting is Prettier's alone (eslint-config-prettier
 * turns off the rules it would fight).
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

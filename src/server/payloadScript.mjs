/**
 * How a Node process that loads Payload's config from the TypeScript sources is started (the
 * first-start seed, the build's snapshot, the test set-up's migration, the e2e submissions
 * fixture; package.json's `seed`, `build` and Payload CLI scripts spell the same flags):
 * through tsx, with Lexical's `production` export condition.
 *
 * Payload's rich-text editor imports Lexical, whose packages' Node entry points
 * (`Lexical.node.mjs` and the like, facebook/lexical#5774) choose their build with a top-level
 * `await import()` of a file that imports the other Lexical packages. Node's own ESM loader can
 * deadlock on such a graph (a top-level await waiting on modules that wait on it,
 * nodejs/node#55468): nothing is left to run, and the process ends at once with exit status 13
 * ("unsettled top-level await") and not a word on stdout or stderr. On Node 20.20,
 * `import '@payloadcms/richtext-lexical'` ended so in 6 of 10 runs; through tsx's loader the
 * race is rarer (the e2e fixture died so under load). The `production` condition, which
 * Lexical's exports list before `node`, names its production build directly (no top-level
 * await): 0 of 10. Next bundles Lexical itself and is not concerned; Vitest starts its test
 * workers with `--conditions development` (Lexical's development build, no top-level await
 * either), but not its main process, where the test set-up runs: hence tests/support/migrate.ts.
 */
export const payloadScriptArgs = ['--conditions=production', '--import', 'tsx/esm']

/**
 * Compile hints (run by tools/build/compressStatic.mjs after `next build`): the scripts a public
 * page runs at start (the build manifest's `rootMainFiles`: React DOM, the router, Turbopack's
 * runtime; and each public route's entry scripts) get V8's explicit compile hint
 * `//# allFunctionsCalledOnLoad` (Chrome 136+): the browser compiles them on a background thread
 * while they download, instead of function by function on the main thread while the page starts
 * (measured: the start-up task 73 → 36 ms, median of 7 loads; with the route scripts hinted too,
 * lazy compilation on the main thread 24–46 → 2–5 ms). Other browsers read it as a comment. Next
 * writes no such hint (Vercel's interest is on record in WICG/proposals#174, the hint's
 * proposal; no Next issue or option for it yet).
 *
 * Relies on: `.next/build-manifest.json`'s `rootMainFiles` and the `"entryJSFiles":{…}` object
 * of each route's `_client-reference-manifest.js`, both Next's internal build files;
 * tests/integration/framework-workarounds.test.ts fails when a public page's start-up scripts
 * come out without the hint. Off with COMPILE_HINTS=0 at build time.
 */
import fs from 'node:fs'
import path from 'node:path'

export const compileHint = '//# allFunctionsCalledOnLoad\n'

/**
 * The scripts a public page runs at start: the root main files every page shares, and each
 * public route's entry scripts from its client reference manifest (the admin's are left out:
 * eager compilation of the whole Payload UI would only cost memory).
 */
function startupScripts(nextDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const files = new Set((manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js')))
  const walkManifests = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walkManifests(full)
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const entries = /"entryJSFiles":(\{[^{}]*\})/.exec(fs.readFileSync(full, 'utf8'))?.[1]
        for (const list of Object.values(entries ? JSON.parse(entries) : {}))
          for (const file of list) if (file.endsWith('.js')) files.add(file)
      }
    }
  }
  const publicApp = path.join(nextDir, 'server', 'app', '(frontend)')
  if (fs.existsSync(publicApp)) walkManifests(publicApp)
  return [...files]
}

/**
 * Adds the compile hint to the start-up scripts of the build in `nextDir` (once: a second run
 * leaves them as they are). Returns how many it hinted (0 when switched off).
 */
export function hintStartupScripts(nextDir) {
  if (process.env.COMPILE_HINTS === '0') return 0
  const startup = startupScripts(nextDir)
  for (const file of startup) {
    const full = path.join(nextDir, file)
    const source = fs.readFileSync(full, 'utf8')
    if (!source.startsWith(compileHint)) fs.writeFileSync(full, compileHint + source)
  }
  return startup.length
}

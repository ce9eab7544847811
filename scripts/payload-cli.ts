/**
 * Runs Payload's CLI (migrate:create, generate:types, generate:importmap, …) in this process,
 * against the same database the app uses (the embedded one unless DATABASE_URL is set).
 * Payload's own `payload` binary loads TypeScript through a second tsx and exits silently on
 * errors here, so its `bin()` is called directly.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const { exitOnStartupError, loadEnv, resolveDatabase, resolveSecret } = await import('@/lib/server/bootstrap')

const args = process.argv.slice(2)
let stop: (() => Promise<void>) | undefined
try {
  loadEnv()
  resolveSecret()
  process.env.PAYLOAD_CONFIG_PATH = 'payload.config.ts'
  process.env.DISABLE_JOBS_AUTORUN = '1'
  if (args.some((arg) => arg.startsWith('generate:'))) process.env.DATABASE_URL ||= 'postgres://unused@127.0.0.1:1/unused'
  else stop = (await resolveDatabase()).stop
  const exit = process.exit.bind(process)
  // Payload's CLI ends with process.exit: stop our database first.
  process.exit = ((code?: number) => {
    void (stop?.() ?? Promise.resolve()).finally(() => exit(code))
  }) as typeof process.exit
  process.argv = [process.argv[0], 'payload', ...args]
  const binPath = path.join(process.cwd(), 'node_modules/payload/dist/bin/index.js')
  const { bin } = (await import(pathToFileURL(binPath).href)) as { bin: () => Promise<void> }
  await bin()
} catch (error) {
  await stop?.()
  exitOnStartupError(error)
}

/**
 * Runs Payload's CLI (migrate:create, generate:types, generate:importmap, …) in this process,
 * against the same database the app uses (the embedded one unless DATABASE_URL is set).
 * Payload's own binary (the package's `bin`, payload/bin.js) is loaded here with its
 * `--disable-transpile` flag: this process already runs under tsx, and the second tsx the binary
 * would start made it exit silently on errors. */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const { exitOnStartupError, loadEnv, resolveDatabase, resolveSecret } = await import('@/server/bootstrap')

const args = process.argv.slice(2)
let stop: (() => Promise<void>) | undefined
try {
  loadEnv()
  resolveSecret()
  process.env.PAYLOAD_CONFIG_PATH = 'payload.config.ts'
  process.env.DISABLE_JOBS_AUTORUN = '1'
  if (args.some((arg) => arg.startsWith('generate:')))
    process.env.DATABASE_URL ||= 'postgres://unused@127.0.0.1:1/unused'
  else stop = (await resolveDatabase()).stop
  const exit = process.exit.bind(process)
  // Payload's CLI ends with process.exit: stop our database first.
  process.exit = ((code?: number) => {
    void (stop?.() ?? Promise.resolve()).finally(() => exit(code))
  }) as typeof process.exit
  process.argv = [process.argv[0], 'payload', ...args, '--disable-transpile']
  // The binary starts the CLI without awaiting it: a failure arrives as an unhandled rejection.
  process.once('unhandledRejection', (error) => exitOnStartupError(error))
  await import(pathToFileURL(path.join(process.cwd(), 'node_modules/payload/bin.js')).href)
} catch (error) {
  await stop?.()
  exitOnStartupError(error)
}

import { format } from 'node:util'

import { destination, pino, stdTimeFunctions, type Logger } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { requestContext } from './crossing'

/**
 * The site's one log (issue 26): in production every line on stdout is one JSON object —
 * `time`, `level`, `msg`, `instance` (INSTANCE_ID) and `reqId` for everything a request caused —
 * written by pino, for Payload (its `logger` option, payload.config.ts), for the server around
 * Next (src/server/serve.ts) and, through `console`, for Next itself. LOG_FORMAT=pretty (the
 * default of `npm run dev`, the tools and the build) keeps readable lines for a terminal;
 * LOG_LEVEL sets the level (default `info`).
 *
 * What goes into a line is chosen where it is written, never a request's body, cookies or
 * tokens: the access line holds the path without its query string (src/server/lifecycle.ts).
 */
export function logFormat(env: NodeJS.ProcessEnv = process.env): 'json' | 'pretty' {
  // The production server sets `json` unless told otherwise (src/server/serve.ts), and the first
  // start's migrations and seed it runs inherit it; a tool in a terminal stays readable.
  return env.LOG_FORMAT === 'json' ? 'json' : 'pretty'
}

const slot = Symbol.for('b2b-electronics.log')

/** The process's logger (one for every bundle that asks: kept on the process, as the crossing is). */
export function siteLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const holder = globalThis as { [slot]?: Logger }
  return (holder[slot] ??= makeLogger(env))
}

function makeLogger(env: NodeJS.ProcessEnv): Logger {
  const instance = env.INSTANCE_ID?.trim() || undefined
  const options = {
    level: env.LOG_LEVEL || 'info',
    base: instance ? { instance } : {},
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const request = requestContext.current()
      return request ? { reqId: request.id } : {}
    },
  }
  if (logFormat(env) === 'pretty')
    return pino(
      options,
      prettyStream({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true }),
    )
  return pino(options, destination({ dest: 1, sync: true }))
}

/**
 * Everything written through `console` (Next's own lines, a library's warning, our scripts'
 * `[serve]` lines) goes through the log too: one JSON object per line in production.
 */
export function routeConsoleToLog(logger: Logger = siteLogger()): void {
  if (logFormat() !== 'json') return
  const line = (level: 'debug' | 'info' | 'warn' | 'error') =>
    function (...args: unknown[]) {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const msg = format(...args.map((arg) => (arg instanceof Error ? arg.message : arg)))
      if (error) logger[level]({ err: error }, msg)
      else logger[level](msg)
    }
  // Node's own warnings (a deprecation, the AWS SDK's notice about Node 20) as lines of the log
  // too, instead of Node's plain text on stderr.
  process.removeAllListeners('warning')
  process.on('warning', (warning) => logger.warn({ warning: warning.name }, warning.message))
  console.log = line('info')
  console.info = line('info')
  console.debug = line('debug')
  console.warn = line('warn')
  console.error = line('error')
}

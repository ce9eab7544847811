/**
 * The one crossing between the site's bundles. One process runs three of them: the server
 * around Next (src/server, `.next/serve.mjs`), Next's cache handler (src/next-cache,
 * `.next/cache-handler.mjs`) and the app (Next's own bundles: pages, Payload, its hooks and its
 * jobs queue). Each has its own copy of every module, so a module-level value is never shared
 * between them; what they must share lives here, on one object of the process, and nowhere
 * else. The server registers what it owns, the app and the cache handler call it:
 *
 * - the page cache (the server's, src/server/front): emptied whenever content changes
 *   (src/lib/cache/contentChanged.ts) and again once Next's cache has recorded the expiry
 *   (src/next-cache/memoryStore.ts);
 * - Next's cache (the handler's): its tags expired directly where Next's `revalidateTag` cannot
 *   run, outside a request (a job of the queue: a scheduled publish).
 *
 * - the request being answered (its id for the log lines it causes);
 * - the metrics (the server's registry, src/server/metrics.ts): what the app counts, and the text
 *   its /api/metrics endpoint answers.
 *
 * Nothing here imports anything of ours: every runtime may import it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type NextCacheControl = {
  /** Expires the tags in Next's cache (memory, or Redis for every instance). */
  expire(tags: string[]): Promise<void>
}

type Crossing = {
  pageCachePurges: Set<() => void>
  nextCache?: NextCacheControl
  metricSink?: (event: AppMetric, detail?: string) => void
  metricsText?: MetricsText
}

const slot = Symbol.for('b2b-electronics.crossing')

function crossing(): Crossing {
  const holder = globalThis as { [slot]?: Crossing }
  return (holder[slot] ??= { pageCachePurges: new Set() })
}

/** The page cache in front of Next. */
export const pageCache = {
  /** The server's: `purge` empties its page, picture and OG image caches. Returns the unregister. */
  register(purge: () => void): () => void {
    crossing().pageCachePurges.add(purge)
    return () => void crossing().pageCachePurges.delete(purge)
  },
  /** Empties it (nothing when no server runs here: a script, a test of the app). */
  purge(): void {
    for (const purge of crossing().pageCachePurges) purge()
  },
}

/** Next's page and data cache, as the site's cache handler keeps it. */
export const nextCache = {
  /** The handler's, once it has chosen its store. */
  register(control: NextCacheControl): void {
    crossing().nextCache = control
  },
  /** Expires the tags; false when no handler runs in this process (no Next: nothing to expire). */
  async expire(tags: string[]): Promise<boolean> {
    const control = crossing().nextCache
    if (!control) return false
    await control.expire(tags)
    return true
  },
}

/**
 * The request being answered, as the server around Next received it: its id (X-Request-Id) is on
 * every log line that request causes, in whichever bundle the line is written (src/shared/log.ts).
 * One AsyncLocalStorage for the process, kept on the crossing's object like everything else here.
 */
export type RequestContext = {
  id: string
  /**
   * Set when the answer has ended. Timers made while a request was being answered (Payload's
   * jobs cron, made by the first request that loaded Payload) keep its context for good: their
   * lines are not that request's once it has ended.
   */
  ended?: boolean
}

type Storage = { run<T>(context: RequestContext, work: () => T): T; getStore(): RequestContext | undefined }

function requestStorage(): Storage {
  const holder = globalThis as { [requestSlot]?: Storage }
  return (holder[requestSlot] ??= new AsyncLocalStorage<RequestContext>())
}
const requestSlot = Symbol.for('b2b-electronics.request')

export const requestContext = {
  /** The server's: runs the request's whole answer inside its context. */
  run<T>(context: RequestContext, work: () => T): T {
    return requestStorage().run(context, work)
  },
  /** The request this code runs for, if any (none in a job of the queue or at start-up). */
  current(): RequestContext | undefined {
    const context = requestStorage().getStore()
    return context && !context.ended ? context : undefined
  },
}

/** What the app counts into the server's metrics (`site_events_total{event, detail}`). */
export type AppMetric =
  'emails_sent' | 'emails_failed' | 'rate_limit_refusals' | 'redis_errors' | 's3_errors' | 'db_errors'

export type MetricsText = { render(): Promise<string>; contentType: string }

export const appMetrics = {
  /** The server's: where counts go. */
  register(sink: (event: AppMetric, detail?: string) => void): void {
    crossing().metricSink = sink
  },
  /** Counts one event (nothing when no server runs here: a script, a test of the app). */
  count(event: AppMetric, detail?: string): void {
    crossing().metricSink?.(event, detail)
  },
  /** The server's: the text /api/metrics answers. */
  publish(text: MetricsText): void {
    crossing().metricsText = text
  },
  /** The app's endpoint: the metrics in Prometheus' text format, if a server keeps them. */
  read(): MetricsText | undefined {
    return crossing().metricsText
  },
}

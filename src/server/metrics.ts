import type http from 'node:http'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { appMetrics, type AppMetric } from '@/shared/crossing'
import { within } from '@/shared/within'
import type { NearStoreStats } from './front/nearCache'
import { isAdminAddress, isPageAddress } from './front/addresses'

/**
 * The process's metrics in Prometheus' text format (issue 26), kept by the server around Next,
 * which sees every request first: requests by the front layer's kind and status class with their
 * duration, the front layer's caches, pages rendered now, the database pool, the jobs queue,
 * and what the app reports through the crossing (e-mails sent and failed, rate-limit refusals,
 * Redis and S3 errors), with prom-client's process defaults (memory, event-loop delay, …).
 * Answered at /api/metrics by the app's endpoint (src/endpoints/metrics.ts), which checks who
 * asks; in the cluster each instance answers for itself.
 */
export type MetricsSources = {
  cacheStats: () => Record<string, NearStoreStats>
  /** The site's pg pool, once Payload has made it. */
  pool: () => PoolLike | undefined
}

export type PoolLike = {
  totalCount: number
  idleCount: number
  waitingCount: number
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>
}

/** The front layer's branches (src/server/frontLayer.ts), as the metrics name them. */
export function routeKind(pathname: string): string {
  if (pathname.startsWith('/_next/static/')) return 'build_files'
  if (pathname === '/_next/image') return 'images'
  if (pathname.startsWith('/_next/')) return 'next_assets'
  if (isAdminAddress(pathname)) return 'admin'
  if (pathname.startsWith('/og/')) return 'og_images'
  if (pathname.startsWith('/api/health') || pathname === '/api/metrics') return 'health'
  if (isPageAddress(pathname)) return 'pages'
  return 'passed_on'
}

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Answered requests by the front layer’s route kind and status class',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request’s arrival to the end of its answer, by route kind',
    labelNames: ['kind'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const renders = new Histogram({
    name: 'site_page_render_seconds',
    help: 'Pages rendered now (not from the page cache), and how long they took',
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })

  // The caches' own counts since the start, read at each scrape (a counter grows by the difference).
  const seen: Record<string, NearStoreStats> = {}
  const grown = (cache: string, field: 'hits' | 'misses' | 'evictions', now: number) => {
    const before = seen[cache]?.[field] ?? 0
    return Math.max(0, now - before)
  }
  const cacheCounter = (field: 'hits' | 'misses' | 'evictions', help: string) =>
    new Counter({
      name: `site_front_cache_${field}_total`,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const [cache, stats] of Object.entries(sources.cacheStats()))
          this.inc({ cache }, grown(cache, field, stats[field]))
      },
    })
  cacheCounter('hits', 'Answers from the front layer’s caches')
  cacheCounter('misses', 'Look-ups the front layer’s caches could not answer')
  cacheCounter('evictions', 'Entries pushed out of the front layer’s caches to make room')
  new Gauge({
    name: 'site_front_cache_bytes',
    help: 'Bytes held by each of the front layer’s caches',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      const all = sources.cacheStats()
      for (const [cache, stats] of Object.entries(all)) {
        this.set({ cache }, stats.bytes)
        seen[cache] = stats
      }
    },
  })

  new Gauge({
    name: 'site_db_pool_connections',
    help: 'The PostgreSQL pool: connections open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool()
      if (!pool) return
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  new Gauge({
    name: 'site_jobs',
    help: 'The jobs queue (e-mails): waiting, processing, and failed for good',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const pool = sources.pool()
      if (!pool) return
      // A scrape never waits on a hung database for long: no figure rather than no answer.
      const counted = await within(
        1000,
        pool.query(
          `SELECT count(*) FILTER (WHERE completed_at IS NULL AND NOT processing AND NOT coalesce(has_error, false)) AS waiting,
                  count(*) FILTER (WHERE completed_at IS NULL AND processing) AS processing,
                  count(*) FILTER (WHERE coalesce(has_error, false)) AS failed
             FROM payload_jobs`,
        ),
        undefined,
      )
      const row = counted?.rows[0]
      if (!row) return
      for (const state of ['waiting', 'processing', 'failed']) this.set({ state }, Number(row[state]))
    },
  })

  const reported = new Counter({
    name: 'site_events_total',
    help: 'What the app reports: emails_sent, emails_failed, rate_limit_refusals, redis_errors, s3_errors, db_errors',
    labelNames: ['event', 'detail'] as const,
    registers: [registry],
  })
  appMetrics.register((event: AppMetric, detail = '') => reported.inc({ event, detail }))
  appMetrics.publish({ render: () => registry.metrics(), contentType: registry.contentType })

  return {
    /** Counts a request once its answer has ended. */
    answered(req: http.IncomingMessage, res: http.ServerResponse, seconds: number) {
      const pathname = (req.url ?? '/').split('?')[0]!
      const kind = routeKind(pathname)
      requests.inc({ kind, status: `${Math.floor(res.statusCode / 100)}xx` })
      duration.observe({ kind }, seconds)
      if (kind === 'pages' && res.getHeader('x-cache') === 'MISS') renders.observe(seconds)
    },
  }
}

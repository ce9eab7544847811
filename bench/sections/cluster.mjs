import { log, quick } from '../lib/config.mjs'
import { benchCluster } from '../cluster.mjs'

/** Two instances behind nginx on shared PostgreSQL, Redis and S3 (bench/cluster.mjs prints its own tables). */
export default {
  name: 'cluster',
  server: 'own',
  async run() {
    return { cluster: await benchCluster({ quick, log: (line) => log(`cluster: ${line}`) }) }
  },
  rows: ({ cluster }) => [
    [
      'cluster: publish on A → visible on B (median / worst)',
      '≤ 1 s',
      `${cluster.publish.medianMs} / ${cluster.publish.worstMs} ms`,
      cluster.publish.medianMs <= 1000,
    ],
    ...cluster.pages.map((page) => [
      `cluster: ${page.page} through nginx, 2 instances`,
      'no errors',
      `${page.rps.toFixed(0)} req/s, p99 ${page.p99.toFixed(1)} ms (nginx file: ${page.nginxRps.toFixed(0)} req/s)`,
      page.errors === 0,
    ]),
    ...cluster.variants
      .slice(1)
      .map((variant) => [
        `cluster, ${variant.name}: worst page through nginx`,
        '— (comparison)',
        `${Math.min(...variant.pages.map((page) => page.rps)).toFixed(0)} req/s, p99 ${Math.max(...variant.pages.map((page) => page.p99)).toFixed(1)} ms${variant.publish ? `; publish → visible ${variant.publish.medianMs} / ${variant.publish.worstMs} ms` : ''}`,
        variant.pages.every((page) => page.errors === 0),
      ]),
  ],
}

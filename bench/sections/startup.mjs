import fs from 'node:fs'

import { base, log, median } from '../lib/config.mjs'
import { freshDataDir, startServer, stopServer, waitForOk } from '../lib/server.mjs'

/**
 * Start-up, median of 3 each: a new data folder (copied from the build's seeded snapshot), then
 * the same folder again; and, for reference, one new folder seeded from scratch (SEED_SNAPSHOT=0).
 * Leaves `ctx.dataDir` as the seeded folder the shared server goes on with.
 */
async function timeStart(folder, extraEnv) {
  const started = Date.now()
  const server = startServer(folder, extraEnv)
  try {
    return await waitForOk(`${base}/`, started)
  } finally {
    await stopServer(server)
  }
}

export default {
  name: 'start-up',
  server: 'own',
  async run(ctx) {
    const empty = []
    const existing = []
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) {
        fs.rmSync(ctx.dataDir, { recursive: true, force: true })
        ctx.dataDir = freshDataDir()
      }
      empty.push(await timeStart(ctx.dataDir))
    }
    for (let round = 0; round < 3; round += 1) existing.push(await timeStart(ctx.dataDir))
    const scratchDir = freshDataDir()
    const scratchMs = await timeStart(scratchDir, { SEED_SNAPSHOT: '0' })
    fs.rmSync(scratchDir, { recursive: true, force: true })
    log(
      `start-up to first 200: empty ${empty.join(' / ')} ms, existing ${existing.join(' / ')} ms, empty seeded from scratch (SEED_SNAPSHOT=0) ${scratchMs} ms`,
    )
    return {
      startup: {
        emptyMs: median(empty),
        existingMs: median(existing),
        emptyRounds: empty,
        existingRounds: existing,
        emptyWithoutSnapshotMs: scratchMs,
      },
    }
  },
  rows: ({ startup }) => [
    [
      'start-up, empty / existing data (empty seeded from scratch, for reference)',
      '≤ 6 s / ≤ 3 s',
      `${(startup.emptyMs / 1000).toFixed(1)} s / ${(startup.existingMs / 1000).toFixed(1)} s (${(startup.emptyWithoutSnapshotMs / 1000).toFixed(1)} s)`,
      startup.emptyMs <= 6000 && startup.existingMs <= 3000,
    ],
  ],
}

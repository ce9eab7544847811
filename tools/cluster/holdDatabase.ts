/** Starts the embedded PostgreSQL and keeps it running until killed (the stale-server tests). */
import { startEmbeddedPostgres } from '../../src/server/embeddedPostgres'

const [dataDir, port, templatePgData] = process.argv.slice(2)
// Given a stopped, seeded cluster (the build's snapshot) and its password (HOLD_TEMPLATE_PASSWORD):
// a new data folder starts as a copy of it.
const template = templatePgData
  ? { pgData: templatePgData, password: process.env.HOLD_TEMPLATE_PASSWORD ?? '' }
  : undefined
const handle = await startEmbeddedPostgres({ dataDir, port: Number(port), template, log: () => undefined })
// SIGTERM is a clean stop; SIGKILL (the hard kill under test) leaves the server behind.
process.on('SIGTERM', () => void handle.stop().then(() => process.exit(0)))
console.log(handle.restored ? 'ready (copied from the template)' : 'ready')
setInterval(() => undefined, 1 << 30)

/** Starts the embedded PostgreSQL and keeps it running until killed (the stale-server tests). */
import { startEmbeddedPostgres } from '../../src/server/embeddedPostgres'

const [dataDir, port] = process.argv.slice(2)
const handle = await startEmbeddedPostgres({ dataDir, port: Number(port), log: () => undefined })
// SIGTERM is a clean stop; SIGKILL (the hard kill under test) leaves the server behind.
process.on('SIGTERM', () => void handle.stop().then(() => process.exit(0)))
console.log('ready')
setInterval(() => undefined, 1 << 30)

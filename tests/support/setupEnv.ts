import { beforeEach, inject } from 'vitest'

import { runningServers } from './server'

// Each test file's process talks to the run's database and writes under its data folder.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.DATA_DIR = inject('dataDir')

// A failed test shows what its servers logged last: CI keeps only the test output, and a
// server's side of a failure (an error, a stall) is otherwise lost with the server.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const server of runningServers)
      console.error(`[server ${server.url}] its last log lines:\n${server.logs.slice(-40).join('\n')}`)
  })
})

import { inject } from 'vitest'

// Each test file's process talks to the run's database and writes under its data folder.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.DATA_DIR = inject('dataDir')

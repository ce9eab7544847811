import path from 'node:path'

/** Where the app keeps everything it writes: database, uploads, mail, secret. Git-ignored. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || path.join(process.cwd(), '.data'))
}

import fs from 'node:fs'
import path from 'node:path'

let cached: string | null = null

/**
 * The id of the build this server process runs (Next's .next/BUILD_ID). Read once: a process
 * never changes build, a new deployment is a new process.
 */
export function currentBuildId(): string {
  if (cached === null) {
    try {
      cached = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
    } catch {
      cached = 'development'
    }
  }
  return cached
}

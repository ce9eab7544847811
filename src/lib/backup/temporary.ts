import fs from 'node:fs'
import path from 'node:path'

/**
 * The temporary files of a backup or restore: removed when it ends, when its process exits,
 * when a command is interrupted (Ctrl-C, SIGTERM: `removeOnSignals`, which the commands call;
 * a server keeps its own signal handling, which ends in an exit), and, after a hard kill that
 * gave it no chance, by the next run in that folder. Their names are hidden and end in the
 * process id, so no one mistakes them for an archive and a run never removes another live run's
 * files.
 */
const pending = new Set<string>()
let exitHookInstalled = false

function removeAll() {
  for (const entry of pending) fs.rmSync(entry, { recursive: true, force: true })
  pending.clear()
}

export function removeOnExit(entry: string): string {
  pending.add(entry)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', removeAll)
  }
  return entry
}

/** Removes `entry` now and forgets it (a server makes one backup after another). */
export function removeNow(entry: string): void {
  fs.rmSync(entry, { recursive: true, force: true })
  pending.delete(entry)
}

/** For a command: SIGINT and SIGTERM remove the temporary files, then exit as a signal would. */
export function removeOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => {
      removeAll()
      process.exit(code)
    })
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes what killed runs left in `folder`. */
export function sweepLeftovers(folder: string): void {
  if (!fs.existsSync(folder)) return
  for (const name of fs.readdirSync(folder)) {
    const match = /^\.(?:backup-staging|restore-staging|.+\.partial)-(\d+)$/.exec(name)
    if (match && !alive(Number(match[1]))) fs.rmSync(path.join(folder, name), { recursive: true, force: true })
  }
}

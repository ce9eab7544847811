/**
 * `npm run backup [-- --out FILE]`, `npm run restore -- FILE [--replace]` and
 * `npm run held-mail [-- list | release [ID…] | drop [ID…]]`, with the settings `npm start`
 * reads (.env, DATA_DIR, DATABASE_URL, S3_*), plus BACKUP_DIR and BACKUP_KEY. A failure is one
 * line on stderr and a non-zero exit; a backup prints the archive's path as its last line.
 */
import path from 'node:path'
import pg from 'pg'

const { attachDatabase, exitOnStartupError, loadEnv } = await import('@/server/bootstrap')
const { StartupError } = await import('@/server/embeddedPostgres')
const { removeOnSignals } = await import('@/lib/backup/temporary')

const [command, ...args] = process.argv.slice(2)
const log = (line: string) => console.log(`[${command}] ${line}`)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
// npm runs a script in the package's folder; a path typed by the caller is relative to theirs.
const fromCaller = (file: string | undefined) => file && path.resolve(process.env.INIT_CWD || process.cwd(), file)

let stop: (() => Promise<void>) | undefined
try {
  loadEnv()
  // Ctrl-C or SIGTERM leaves no temporary file behind (a server stops its own way: no handler there).
  removeOnSignals()
  if (command === 'backup') {
    const { writeBackup } = await import('./backup')
    const started = Date.now()
    const database = await attachDatabase({ create: false })
    stop = database.stop
    if (database.owned) log('started the embedded PostgreSQL of the data folder (the site is not running)')
    const result = await writeBackup(database.url, database.embedded, { out: fromCaller(option('--out')), log })
    log(
      `${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        `${result.manifest.encrypted ? ', encrypted' : ''}; documents: ${Object.entries(result.manifest.counts)
          .map(([slug, count]) => `${slug} ${count}`)
          .join(', ')}`,
    )
    if (result.manifest.missingFiles.length)
      log(`warning: ${result.manifest.missingFiles.length} upload(s) the database names were missing from storage`)
    await stop()
    console.log(result.file)
  } else if (command === 'restore') {
    const file = fromCaller(args.find((arg) => !arg.startsWith('--')))
    if (!file) throw new StartupError('Which archive? npm run restore -- FILE [--replace]')
    const { restoreArchive } = await import('./restore')
    const started = Date.now()
    const result = await restoreArchive(file, {
      replace: args.includes('--replace'),
      attach: () => attachDatabase({ create: true }),
      log,
    })
    log(`restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    if (result.heldJobs)
      log(
        `${result.heldJobs} e-mail(s) the old site had not finished are held, not sent: see them with npm run held-mail, then release or drop them`,
      )
    log('sessions signed in before the backup end: staff sign in again with their passwords')
  } else if (command === 'held-mail') {
    const { listHeld, settleHeld } = await import('./heldMail')
    const database = await attachDatabase({ create: false })
    stop = database.stop
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const [action = 'list', ...ids] = args
      if (action === 'release' || action === 'drop') {
        const settled = await settleHeld(client, action, ids.map(Number))
        log(`${action === 'release' ? 'released to the queue' : 'dropped'}: ${settled.length} e-mail job(s)`)
      } else {
        const held = await listHeld(client)
        if (!held.length) log('no held e-mail jobs')
        for (const job of held) log(`job ${job.id}: ${job.task} for submission ${job.submission ?? '?'}`)
      }
    } finally {
      await client.end()
    }
    await stop()
  } else {
    throw new StartupError(
      'Usage: backup [--out FILE] | restore FILE [--replace] | held-mail [list|release|drop] [ID…]',
    )
  }
  process.exit(0)
} catch (error) {
  await stop?.().catch(() => undefined)
  exitOnStartupError(error)
}

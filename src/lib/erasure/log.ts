import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '@/lib/paths'
import { s3Settings, type S3Settings } from '@/lib/storage/settings'

/**
 * The erasure log: one small JSON object per erasure, kept outside the database so that a
 * restore of an older archive cannot take it back: `<DATA_DIR>/erasures/` (one file each), or
 * with `S3_BUCKET` the bucket's `erasures/` prefix (one object each), beside the uploads that
 * backups and restores replace (`media/`, `cv/`) but never among them. Append-only by
 * construction: each erasure is a new name, created exclusively, never rewritten. It is also
 * the audit entry "who erased how many, when"; it holds no personal data (the address only as
 * an HMAC: ./address.ts).
 */
export type ErasureEntry = {
  format: 'erasure'
  version: 1
  /** When, ISO 8601. */
  at: string
  /** The admin's user id; null for an erasure made outside a session. */
  by: number | string | null
  messages: number
  cvs: number
  /** `hmac-sha256:<hex>` of the normalized address. */
  address: string
  /** Which key made `address` (./address.ts keyId). */
  key: string
}

export type NamedEntry = { name: string; entry: ErasureEntry }

/** The log's folder in the data folder, or its key prefix in the bucket. */
export const erasureFolder = 'erasures'

const isEntry = (value: unknown): value is ErasureEntry => {
  const entry = value as Partial<ErasureEntry> | null
  return (
    entry?.format === 'erasure' &&
    typeof entry.at === 'string' &&
    typeof entry.address === 'string' &&
    typeof entry.key === 'string' &&
    typeof entry.messages === 'number' &&
    typeof entry.cvs === 'number'
  )
}

/** A name that sorts by time and never meets another's: the UTC time and 8 random bytes. */
const newName = (at: string) => `${at.replace(/:/g, '-')}-${crypto.randomBytes(8).toString('hex')}.json`
const validName = (name: string) => /^[0-9TZ.-]+-[0-9a-f]{16}\.json$/.test(name)

type Store = {
  list(): Promise<string[]>
  read(name: string): Promise<string>
  /** Creates `name`; fails when it exists. */
  create(name: string, body: string): Promise<void>
}

function folderStore(root: string): Store {
  const folder = path.join(root, erasureFolder)
  return {
    list: async () => (fs.existsSync(folder) ? fs.readdirSync(folder).filter(validName).sort() : []),
    read: (name) => fs.promises.readFile(path.join(folder, name), 'utf8'),
    create: async (name, body) => {
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
      // `wx`: an existing entry is never overwritten; flushed, so an erasure reported is one kept.
      const handle = await fs.promises.open(path.join(folder, name), 'wx', 0o600)
      try {
        await handle.writeFile(body)
        await handle.sync()
      } finally {
        await handle.close()
      }
    },
  }
}

function bucketStore(settings: S3Settings): Store {
  const bucket = () => import('@/lib/storage/bucket')
  return {
    list: async () =>
      (await (await bucket()).listObjects(settings, `${erasureFolder}/`))
        .map((key) => key.slice(erasureFolder.length + 1))
        .filter(validName)
        .sort(),
    read: async (name) => (await (await bucket()).readObject(settings, `${erasureFolder}/${name}`)).toString('utf8'),
    // Names are random: a new object never replaces another.
    create: async (name, body) =>
      (await bucket()).putObject(settings, `${erasureFolder}/${name}`, Buffer.from(body), 'application/json'),
  }
}

/** The log where this site keeps it: the bucket with S3 settings, else the data folder. */
function configuredStore(): Store {
  const settings = s3Settings()
  return settings ? bucketStore(settings) : folderStore(dataDir())
}

/** Adds one erasure to the log; returns its name. */
export async function appendErasure(entry: Omit<ErasureEntry, 'format' | 'version'>): Promise<string> {
  const name = newName(entry.at)
  const whole: ErasureEntry = { format: 'erasure', version: 1, ...entry }
  await configuredStore().create(name, `${JSON.stringify(whole)}\n`)
  return name
}

async function readAll(store: Store): Promise<NamedEntry[]> {
  const entries: NamedEntry[] = []
  for (const name of await store.list()) {
    try {
      const entry: unknown = JSON.parse(await store.read(name))
      if (isEntry(entry)) entries.push({ name, entry })
    } catch {
      // A damaged entry (a disk error, a hand edit) is skipped, not fatal to the rest.
    }
  }
  return entries
}

/** Every erasure of this site's log, oldest first. */
export const readErasureLog = () => readAll(configuredStore())

/** The entries a backup carries (`<folder>/erasures/…`, written there by copyErasureLog). */
export const readErasureLogIn = (folder: string) => readAll(folderStore(folder))

/**
 * Copies this site's log into `<folder>/erasures/` (a backup's staging; it holds no personal
 * data); returns each entry as a part of the archive's manifest, with its size and SHA-256.
 */
export async function copyErasureLog(folder: string): Promise<{ path: string; bytes: number; sha256: string }[]> {
  const target = folderStore(folder)
  const parts: { path: string; bytes: number; sha256: string }[] = []
  for (const { name, entry } of await readErasureLog()) {
    const body = `${JSON.stringify(entry)}\n`
    await target.create(name, body)
    const sha256 = crypto.createHash('sha256').update(body).digest('hex')
    parts.push({ path: `${erasureFolder}/${name}`, bytes: Buffer.byteLength(body), sha256 })
  }
  return parts
}

/** Adds to this site's log the entries it lacks (a restore's archive's); returns how many. */
export async function mergeErasureLog(entries: NamedEntry[]): Promise<number> {
  const store = configuredStore()
  const held = new Set(await store.list())
  let added = 0
  for (const { name, entry } of entries) {
    if (held.has(name)) continue
    await store.create(name, `${JSON.stringify(entry)}\n`)
    added += 1
  }
  return added
}

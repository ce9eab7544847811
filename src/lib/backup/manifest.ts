import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Transform, Writable } from 'node:stream'

/**
 * What an archive holds, written as its first entry (`manifest.json`): the site and its
 * version, the migrations its database had, documents per collection, and every other entry
 * with its size and SHA-256, so a restore checks the whole archive before it changes anything.
 */
export const manifestFormat = 'gadget-hub-site-backup'
export const manifestVersion = 1
export const manifestName = 'manifest.json'

export type Part = { path: string; bytes: number; sha256: string }

export type TableEntry = { name: string; columns: string[]; rows: number; part: string }

export type FileEntry = { key: string; contentType?: string; part: string }

export type Manifest = {
  format: typeof manifestFormat
  formatVersion: typeof manifestVersion
  createdAt: string
  site: { name: string; version: string }
  source: { database: 'embedded' | 'server'; storage: 'data folder' | 's3' }
  /** Applied migrations, oldest first (payload_migrations). */
  migrations: string[]
  /** Documents per collection, by slug. */
  counts: Record<string, number>
  tables: TableEntry[]
  files: FileEntry[]
  /** Uploads the database names that storage did not hold when the backup read it. */
  missingFiles: string[]
  encrypted: boolean
  parts: Part[]
}

/** A Writable that hashes and counts what goes through it into `file`. */
export async function writeHashed(
  source: NodeJS.ReadableStream,
  file: string,
): Promise<{ bytes: number; sha256: string }> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const hash = crypto.createHash('sha256')
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk)
      bytes += chunk.length
      callback(null, chunk)
    },
  })
  await pipeline(source, counter, fs.createWriteStream(file))
  return { bytes, sha256: hash.digest('hex') }
}

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = crypto.createHash('sha256')
  let bytes = 0
  await pipeline(
    fs.createReadStream(file),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        hash.update(chunk)
        bytes += chunk.length
        callback()
      },
    }),
  )
  return { bytes, sha256: hash.digest('hex') }
}

/** Throws one sentence when the extracted folder is not a whole archive of this site. */
export async function verifyExtracted(folder: string): Promise<Manifest> {
  const file = path.join(folder, manifestName)
  if (!fs.existsSync(file)) throw new Error('it holds no manifest.json: not a backup of this site')
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  } catch {
    throw new Error('its manifest.json is not valid JSON')
  }
  if (manifest.format !== manifestFormat) throw new Error('its manifest is not a backup of this site')
  if (manifest.formatVersion !== manifestVersion)
    throw new Error(
      `its format version ${String(manifest.formatVersion)} is not one this site reads (${manifestVersion})`,
    )
  for (const part of manifest.parts) {
    const partFile = path.resolve(folder, part.path)
    if (!partFile.startsWith(`${path.resolve(folder)}${path.sep}`))
      throw new Error(`its part ${part.path} lies outside it`)
    if (!fs.existsSync(partFile)) throw new Error(`its part ${part.path} is missing`)
    const actual = await hashFile(partFile)
    if (actual.bytes !== part.bytes || actual.sha256 !== part.sha256)
      throw new Error(`its part ${part.path} does not match its checksum`)
  }
  const listed = new Set(manifest.parts.map((part) => part.path))
  for (const entry of [...manifest.tables.map((table) => table.part), ...manifest.files.map((entry) => entry.part)])
    if (!listed.has(entry)) throw new Error(`its part ${entry} has no checksum`)
  return manifest
}

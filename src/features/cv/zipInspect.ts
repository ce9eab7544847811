import zlib from 'node:zlib'

/**
 * Reads a ZIP archive's central directory and inflates each entry in memory with a hard cap,
 * never writing anything to disk: enough to tell a DOCX from an ODT and to refuse a zip bomb
 * whose declared sizes may lie.
 */
export type ZipLimits = { maxTotalBytes: number; maxEntries: number; maxRatio: number; ratioFloorBytes: number }

/**
 * At most 50 MB unpacked, 1,000 entries, and no entry inflating past 100 times its packed
 * size (below 1 MB unpacked a high ratio is harmless: an XML part full of repeated markup).
 */
export const defaultZipLimits: ZipLimits = {
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntries: 1000,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
}

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; content: Buffer }

export type ZipInspection =
  | { ok: true; entries: ZipEntry[] }
  | { ok: false; reason: 'notZip' | 'tooManyEntries' | 'tooLarge' | 'ratio' | 'corrupt' }

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

function findEndOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, buffer.length - 22 - 0xffff)
  for (let offset = buffer.length - 22; offset >= stop; offset--) {
    if (buffer.readUInt32LE(offset) === EOCD) return offset
  }
  return -1
}

export function inspectZip(buffer: Buffer, limits: ZipLimits = defaultZipLimits): ZipInspection {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== LOCAL) return { ok: false, reason: 'notZip' }
  const eocd = findEndOfCentralDirectory(buffer)
  if (eocd < 0) return { ok: false, reason: 'corrupt' }
  const count = buffer.readUInt16LE(eocd + 10)
  const directoryOffset = buffer.readUInt32LE(eocd + 16)
  // ZIP64 markers: no CV needs 4 GB or 65,535 entries.
  if (count === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'tooManyEntries' }
  if (count > limits.maxEntries) return { ok: false, reason: 'tooManyEntries' }

  const entries: ZipEntry[] = []
  let total = 0
  let offset = directoryOffset
  for (let index = 0; index < count; index++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL) return { ok: false, reason: 'corrupt' }
    const flags = buffer.readUInt16LE(offset + 8)
    const method = buffer.readUInt16LE(offset + 10)
    const compressedSize = buffer.readUInt32LE(offset + 20)
    const declaredSize = buffer.readUInt32LE(offset + 24)
    const nameLength = buffer.readUInt16LE(offset + 28)
    const extraLength = buffer.readUInt16LE(offset + 30)
    const commentLength = buffer.readUInt16LE(offset + 32)
    const localOffset = buffer.readUInt32LE(offset + 42)
    const name = buffer.subarray(offset + 46, offset + 46 + nameLength).toString('utf8')
    offset += 46 + nameLength + extraLength + commentLength

    if (flags & 0x1) return { ok: false, reason: 'corrupt' } // encrypted
    if (declaredSize > limits.maxTotalBytes || total + declaredSize > limits.maxTotalBytes)
      return { ok: false, reason: 'tooLarge' }
    if (localOffset + 30 > buffer.length || buffer.readUInt32LE(localOffset) !== LOCAL)
      return { ok: false, reason: 'corrupt' }
    const dataStart = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28)
    const data = buffer.subarray(dataStart, dataStart + compressedSize)
    if (data.length !== compressedSize) return { ok: false, reason: 'corrupt' }

    // The real size is what inflating gives, capped: by the ratio allowed for this entry and
    // by what is left of the total budget.
    const ratioCap = Math.max(Math.max(compressedSize, 1) * limits.maxRatio, limits.ratioFloorBytes)
    const cap = Math.min(ratioCap, limits.maxTotalBytes - total)
    let content: Buffer
    if (method === 0) {
      content = data
    } else if (method === 8) {
      try {
        content = zlib.inflateRawSync(data, { maxOutputLength: cap + 1 })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
          return { ok: false, reason: ratioCap <= limits.maxTotalBytes - total ? 'ratio' : 'tooLarge' }
        }
        return { ok: false, reason: 'corrupt' }
      }
    } else {
      return { ok: false, reason: 'corrupt' }
    }
    if (content.length > cap)
      return { ok: false, reason: ratioCap <= limits.maxTotalBytes - total ? 'ratio' : 'tooLarge' }
    if (content.length !== declaredSize) return { ok: false, reason: 'corrupt' }
    total += content.length
    entries.push({ name, method, compressedSize, size: content.length, content })
  }
  return { ok: true, entries }
}

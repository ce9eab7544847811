import crypto from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * BACKUP_KEY: the archive (a .tar.gz) sealed with AES-256-GCM (node:crypto), in chunks, so a
 * backup of any size streams through a few kilobytes of memory:
 *
 *   header  "GHBACKUP" · version (1 byte) · scrypt N, r, p (4 + 4 + 4 bytes, big-endian)
 *           · salt (16) · nonce base (8) · key check (16: an HMAC of the derived key, so a wrong
 *           key is told apart from a damaged file)
 *   chunks  length (4, big-endian) · final flag (1) · ciphertext · GCM tag (16)
 *
 * Each chunk's nonce is the nonce base and its number (4 bytes); its number and final flag are
 * its authenticated data, so chunks cannot be reordered, dropped or cut off after a chunk that
 * is not the last: a truncated archive fails as surely as a changed byte.
 */
export const encryptedMagic = Buffer.from('GHBACKUP')
const version = 1
const scryptParams = { N: 2 ** 15, r: 8, p: 1 }
const chunkSize = 64 * 1024
const headerLength = encryptedMagic.length + 1 + 12 + 16 + 8 + 16

export class BackupKeyError extends Error {
  override name = 'BackupKeyError'
}

function deriveKey(secret: string, salt: Buffer, N: number, r: number, p: number): Buffer {
  return crypto.scryptSync(secret, salt, 32, { N, r, p, maxmem: 256 * 1024 * 1024 })
}

const keyCheck = (key: Buffer) => crypto.createHmac('sha256', key).update('backup key check').digest().subarray(0, 16)

function nonceFor(base: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12)
  base.copy(nonce, 0)
  nonce.writeUInt32BE(index, 8)
  return nonce
}

function additionalData(index: number, final: boolean): Buffer {
  const data = Buffer.alloc(5)
  data.writeUInt32BE(index, 0)
  data[4] = final ? 1 : 0
  return data
}

/** A Transform that seals what passes through with `secret`. */
export function encryptStream(secret: string): Transform {
  const salt = crypto.randomBytes(16)
  const nonceBase = crypto.randomBytes(8)
  const { N, r, p } = scryptParams
  const key = deriveKey(secret, salt, N, r, p)
  const header = Buffer.alloc(headerLength)
  let at = encryptedMagic.copy(header, 0)
  header[at++] = version
  at = header.writeUInt32BE(N, at)
  at = header.writeUInt32BE(r, at)
  at = header.writeUInt32BE(p, at)
  at += salt.copy(header, at)
  at += nonceBase.copy(header, at)
  keyCheck(key).copy(header, at)

  let index = 0
  let pending: Buffer = Buffer.alloc(0)
  const seal = (plain: Buffer, final: boolean): Buffer => {
    const cipher = crypto.createCipheriv('aes-256-gcm', key, nonceFor(nonceBase, index))
    cipher.setAAD(additionalData(index, final))
    const body = Buffer.concat([cipher.update(plain), cipher.final()])
    index += 1
    const prefix = Buffer.alloc(5)
    prefix.writeUInt32BE(body.length, 0)
    prefix[4] = final ? 1 : 0
    return Buffer.concat([prefix, body, cipher.getAuthTag()])
  }
  let headerSent = false
  const sendHeader = (stream: Transform) => {
    if (!headerSent) stream.push(header)
    headerSent = true
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      sendHeader(this)
      pending = Buffer.concat([pending, chunk])
      while (pending.length > chunkSize) {
        this.push(seal(pending.subarray(0, chunkSize), false))
        pending = pending.subarray(chunkSize)
      }
      callback()
    },
    flush(callback: TransformCallback) {
      sendHeader(this)
      this.push(seal(pending, true))
      callback()
    },
  })
}

/**
 * A Transform that opens an archive sealed by encryptStream. A wrong key is a BackupKeyError
 * before any plaintext; a changed, cut or foreign byte is an Error naming what failed.
 */
export function decryptStream(secret: string): Transform {
  let buffered: Buffer = Buffer.alloc(0)
  let key: Buffer | undefined
  let nonceBase: Buffer | undefined
  let index = 0
  let finished = false
  const tryOpen = (stream: Transform) => {
    if (!key) {
      if (buffered.length < headerLength) return
      if (!buffered.subarray(0, encryptedMagic.length).equals(encryptedMagic) || buffered[8] !== version)
        throw new Error('not an encrypted backup of this site')
      let at = encryptedMagic.length + 1
      const N = buffered.readUInt32BE(at)
      const r = buffered.readUInt32BE(at + 4)
      const p = buffered.readUInt32BE(at + 8)
      at += 12
      const salt = buffered.subarray(at, at + 16)
      nonceBase = Buffer.from(buffered.subarray(at + 16, at + 24))
      const check = buffered.subarray(at + 24, at + 40)
      const derived = deriveKey(secret, salt, N, r, p)
      if (!crypto.timingSafeEqual(keyCheck(derived), check))
        throw new BackupKeyError('BACKUP_KEY does not open this archive (another key sealed it)')
      key = derived
      buffered = buffered.subarray(headerLength)
    }
    while (buffered.length >= 5) {
      if (finished) throw new Error('data after the end of the encrypted archive')
      const length = buffered.readUInt32BE(0)
      const final = buffered[4] === 1
      if (length > chunkSize) throw new Error('a damaged chunk in the encrypted archive')
      if (buffered.length < 5 + length + 16) return
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, nonceFor(nonceBase!, index))
      decipher.setAAD(additionalData(index, final))
      decipher.setAuthTag(buffered.subarray(5 + length, 5 + length + 16))
      let plain: Buffer
      try {
        plain = Buffer.concat([decipher.update(buffered.subarray(5, 5 + length)), decipher.final()])
      } catch {
        throw new Error(`chunk ${index} of the encrypted archive fails its authentication (changed or damaged)`)
      }
      stream.push(plain)
      index += 1
      finished = final
      buffered = buffered.subarray(5 + length + 16)
    }
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk
      try {
        tryOpen(this)
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
    flush(callback: TransformCallback) {
      try {
        tryOpen(this)
        if (!finished || buffered.length) throw new Error('the encrypted archive ends before its last chunk (cut off)')
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
}

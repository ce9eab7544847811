import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'

import { BackupKeyError, decryptStream, encryptStream } from '../../tools/backup/encryption'

/** BACKUP_KEY: the archive sealed in authenticated chunks (tools/backup/encryption.ts). */
const seal = (plain: Buffer, key: string) => buffer(Readable.from([plain]).pipe(encryptStream(key)))
const open = (sealed: Buffer, key: string) => buffer(Readable.from([sealed]).pipe(decryptStream(key)))
const openError = (sealed: Buffer, key: string) =>
  new Promise<Error>((resolve, reject) => {
    const stream = Readable.from([sealed]).pipe(decryptStream(key))
    stream.on('data', () => undefined)
    stream.once('error', resolve)
    stream.once('end', () => reject(new Error('the archive opened')))
  })

describe('an encrypted backup archive', () => {
  // Several chunks (64 KiB each) and a short last one.
  const plain = crypto.randomBytes(200 * 1024 + 17)

  it('opens with its key to the same bytes, and shows none of them sealed', async () => {
    const sealed = await seal(plain, 'a key of the company')
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false)
    expect((await open(sealed, 'a key of the company')).equals(plain)).toBe(true)
  })

  it('refuses another key as a wrong key, before any plaintext', async () => {
    const sealed = await seal(plain, 'the right key')
    const error = await openError(sealed, 'the wrong key')
    expect(error).toBeInstanceOf(BackupKeyError)
    expect(error.message).toMatch(/BACKUP_KEY does not open this archive/)
  })

  it('refuses an archive cut off at a chunk boundary or in a chunk', async () => {
    const sealed = await seal(plain, 'k')
    const headerAndTwoChunks = 57 + 2 * (5 + 64 * 1024 + 16)
    expect((await openError(sealed.subarray(0, headerAndTwoChunks), 'k')).message).toMatch(/cut off/)
    expect((await openError(sealed.subarray(0, sealed.length - 100), 'k')).message).toMatch(/cut off/)
  })

  it('refuses an archive with one byte changed', async () => {
    const sealed = Buffer.from(await seal(plain, 'k'))
    sealed[sealed.length - 5000] ^= 1
    expect((await openError(sealed, 'k')).message).toMatch(/fails its authentication/)
  })
})

import crypto from 'node:crypto'
import { parse as parseContentType } from 'content-type'
import { fileTypeFromBuffer } from 'file-type'

import type { MessageKey } from '@/lib/validation/messages'
import { cvKinds, extensionOf, type CvKind } from './limits'
import { defaultZipLimits, inspectZip, type ZipLimits } from './zipInspect'

/**
 * What a CV file really is, decided by its bytes, not by its name or declared type: PDF, DOC,
 * DOCX, ODT or RTF. `file-type` (Payload's own detector) names the format; the project's
 * stricter rules come on top: a PDF must end with its trailer, an OLE2 file must be a Word
 * document, a DOCX must hold its word/ part, and a DOCX/ODT that unpacks to something absurd
 * is refused before anything unpacks it. A name or declared type that says otherwise is refused.
 */

const generic = ['', 'application/octet-stream', 'binary/octet-stream']

export type CvFileVerdict =
  { ok: true; kind: CvKind; mime: string; storedName: string } | { ok: false; status: 415 | 422; key: MessageKey }

// Every Word 97-2003 file has a stream of this name; other OLE2 files (MSI, XLS) do not.
const wordStreamName = Buffer.from('WordDocument', 'utf16le')
const zipMagic = Buffer.from('PK\u0003\u0004', 'latin1')

type Detection = { kind: CvKind } | { error: 'fileType' | 'fileCorrupt' }

async function detect(bytes: Buffer, zipLimits: ZipLimits): Promise<Detection> {
  // An archive is measured before anything unpacks it (file-type names the test's 20 MB zip
  // bomb a DOCX); the bounded inflate also gives the entries the DOCX rule reads.
  const zip = bytes.subarray(0, 4).equals(zipMagic) ? inspectZip(bytes, zipLimits) : undefined
  if (zip && !zip.ok) return { error: zip.reason === 'notZip' ? 'fileType' : 'fileCorrupt' }
  const type = await fileTypeFromBuffer(bytes)
  switch (type?.ext) {
    case 'pdf': {
      // The trailer must be there too (Payload's own check refuses a PDF without it).
      const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')
      return tail.includes('%%EOF') && tail.includes('xref') ? { kind: 'pdf' } : { error: 'fileCorrupt' }
    }
    case 'rtf':
      return { kind: 'rtf' }
    case 'cfb':
      return bytes.includes(wordStreamName) ? { kind: 'doc' } : { error: 'fileType' }
    case 'docx':
      // [Content_Types].xml may name a main part the archive does not hold.
      return zip?.ok && zip.entries.some((entry) => entry.name.startsWith('word/'))
        ? { kind: 'docx' }
        : { error: 'fileType' }
    case 'odt':
      return zip?.ok ? { kind: 'odt' } : { error: 'fileType' }
    default:
      return { error: 'fileType' }
  }
}

/**
 * Characters that are not shown, or change how the text around them is shown: controls,
 * format characters (among them the bidirectional overrides, embeddings and isolates U+202A–E,
 * U+2066–9, the marks U+200E/F and U+061C, zero-width spaces and joiners), line and paragraph
 * separators and the rest of Unicode's default-ignorable characters (fillers, variation
 * selectors). `cv\u202Efdp.exe` would read "cvexe.pdf" in the admin and in HR's e-mail.
 */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu

export function withoutInvisibleCharacters(text: string): string {
  return text.replace(invisible, '')
}

/** The applicant's file name, for staff only: no path, nothing invisible, at most 200 characters. */
export function cleanOriginalFilename(filename: string): string {
  const base = withoutInvisibleCharacters(filename.split(/[\\/]/).pop() ?? '').trim()
  return Array.from(base).slice(-200).join('') || 'cv'
}

export async function checkCvFile(
  bytes: Buffer,
  file: { filename: string; declaredType: string },
  zipLimits: ZipLimits = defaultZipLimits,
): Promise<CvFileVerdict> {
  if (bytes.length === 0) return { ok: false, status: 422, key: 'file' }
  const detection = await detect(bytes, zipLimits)
  if ('error' in detection)
    return { ok: false, status: detection.error === 'fileType' ? 415 : 422, key: detection.error }
  const kind = cvKinds[detection.kind]
  const extension = extensionOf(file.filename)
  const declared = parseContentType(file.declaredType, { parameters: false }).type
  if (
    (extension && !kind.extensions.includes(extension)) ||
    !(generic.includes(declared) || kind.declared.includes(declared))
  ) {
    return { ok: false, status: 415, key: 'fileMismatch' }
  }
  // The stored name is ours: nothing the applicant chose reaches the file system.
  return {
    ok: true,
    kind: detection.kind,
    mime: kind.mime,
    storedName: `cv-${crypto.randomUUID()}.${kind.extensions[0]}`,
  }
}

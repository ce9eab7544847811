import crypto from 'node:crypto'

import type { MessageKey } from '@/lib/validation/messages'
import { defaultZipLimits, inspectZip, type ZipLimits } from './zipInspect'

/**
 * What a CV file really is, decided by its bytes, not by its name or declared type: PDF, DOC,
 * DOCX, ODT or RTF. A name or declared type that says otherwise is refused, and so is a
 * DOCX/ODT that unpacks to something absurd.
 */
export type CvKind = 'pdf' | 'doc' | 'docx' | 'odt' | 'rtf'

export const maxCvBytes = 10 * 1024 * 1024

const generic = ['', 'application/octet-stream', 'binary/octet-stream']
const zipTypes = ['application/zip', 'application/x-zip-compressed']

export const cvKinds: Record<CvKind, { mime: string; extensions: string[]; declared: string[] }> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], declared: ['application/pdf', 'application/x-pdf'] },
  doc: { mime: 'application/msword', extensions: ['doc'], declared: ['application/msword', 'application/x-cfb'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ...zipTypes],
  },
  odt: {
    mime: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
    declared: ['application/vnd.oasis.opendocument.text', ...zipTypes],
  },
  rtf: { mime: 'application/rtf', extensions: ['rtf'], declared: ['application/rtf', 'text/rtf', 'application/x-rtf', 'text/richtext'] },
}

export type CvFileVerdict =
  | { ok: true; kind: CvKind; mime: string; storedName: string }
  | { ok: false; status: 415 | 422; key: MessageKey }

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
// Every Word 97-2003 file has a stream of this name; other OLE2 files (MSI, XLS) do not.
const wordStreamName = Buffer.from('WordDocument', 'utf16le')
const odtMimetype = 'application/vnd.oasis.opendocument.text'

type Detection = { kind: CvKind } | { error: 'fileType' | 'fileCorrupt' }

function detect(bytes: Buffer, zipLimits: ZipLimits): Detection {
  const head = bytes.subarray(0, 8).toString('latin1')
  if (head.startsWith('%PDF-')) {
    // The trailer must be there too (Payload's own check refuses a PDF without it).
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')
    return tail.includes('%%EOF') && tail.includes('xref') ? { kind: 'pdf' } : { error: 'fileCorrupt' }
  }
  if (head.startsWith('{\\rtf')) return { kind: 'rtf' }
  if (bytes.subarray(0, 8).equals(OLE2)) return bytes.includes(wordStreamName) ? { kind: 'doc' } : { error: 'fileType' }
  if (head.startsWith('PK\u0003\u0004')) {
    const zip = inspectZip(bytes, zipLimits)
    if (!zip.ok) return { error: zip.reason === 'notZip' ? 'fileType' : 'fileCorrupt' }
    // A DOCX names its main part in [Content_Types].xml and keeps it under word/.
    const contentTypes = zip.entries.find((entry) => entry.name === '[Content_Types].xml')
    const declaresWordMain = contentTypes?.content.toString('utf8').includes('wordprocessingml.document.main+xml')
    if (declaresWordMain && zip.entries.some((entry) => entry.name.startsWith('word/'))) return { kind: 'docx' }
    const mimetype = zip.entries.find((entry) => entry.name === 'mimetype')
    if (mimetype && mimetype.content.toString('latin1').trim() === odtMimetype) return { kind: 'odt' }
    return { error: 'fileType' }
  }
  return { error: 'fileType' }
}

export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/** The applicant's file name, for staff only: no path, no control characters, at most 200 characters. */
export function cleanOriginalFilename(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001F\u007F]/g, '').trim()
  return base.slice(-200) || 'cv'
}

export function checkCvFile(
  bytes: Buffer,
  file: { filename: string; declaredType: string },
  zipLimits: ZipLimits = defaultZipLimits,
): CvFileVerdict {
  if (bytes.length === 0) return { ok: false, status: 422, key: 'file' }
  const detection = detect(bytes, zipLimits)
  if ('error' in detection) return { ok: false, status: detection.error === 'fileType' ? 415 : 422, key: detection.error }
  const kind = cvKinds[detection.kind]
  const extension = extensionOf(file.filename)
  const declared = file.declaredType.split(';')[0].trim().toLowerCase()
  if ((extension && !kind.extensions.includes(extension)) || !(generic.includes(declared) || kind.declared.includes(declared))) {
    return { ok: false, status: 415, key: 'fileMismatch' }
  }
  // The stored name is ours: nothing the applicant chose reaches the file system.
  return { ok: true, kind: detection.kind, mime: kind.mime, storedName: `cv-${crypto.randomUUID()}.${kind.extensions[0]}` }
}

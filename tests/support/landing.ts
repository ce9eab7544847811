import fs from 'node:fs'
import path from 'node:path'
import { strToU8, zipSync, type Zippable } from 'fflate'
import type { Payload } from 'payload'
import { inject } from 'vitest'

/** Shared fixtures of the landing API tests: departments, a valid message, CV files, waiting. */

export async function ensureDepartment(
  payload: Payload,
  key: string,
  recipients: string[],
  options: { uk?: string; en?: string; selectable?: boolean } = {},
) {
  const data = { key, name: options.uk ?? `Відділ ${key}`, recipients: recipients.map((email) => ({ email })), selectable: options.selectable ?? true }
  const existing = await payload.find({ collection: 'departments', where: { key: { equals: key } }, limit: 1, overrideAccess: true })
  const doc = existing.docs[0]
    ? await payload.update({ collection: 'departments', id: existing.docs[0].id, data, locale: 'uk', overrideAccess: true })
    : await payload.create({ collection: 'departments', data, locale: 'uk', overrideAccess: true })
  await payload.update({ collection: 'departments', id: doc.id, data: { name: options.en ?? `Department ${key}` }, locale: 'en', overrideAccess: true })
  return doc
}

export function validMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company: 'ТОВ «Гаджет Трейд»',
    name: 'Олена Коваль',
    email: 'olena@gadget-trade.example',
    phone: '+38 (067) 123-45-67',
    message: 'Цікавить партія iPhone 13, 50 шт., грейд A.',
    depart: 'sales',
    accept: true,
    ...overrides,
  }
}

export async function countSubmissions(payload: Payload): Promise<{ messages: number; cvs: number; cvFiles: number }> {
  const [messages, cvs] = await Promise.all([
    payload.count({ collection: 'contact-forms', overrideAccess: true }),
    payload.count({ collection: 'cv-submissions', overrideAccess: true }),
  ])
  const cvDir = path.join(inject('dataDir'), 'cv')
  const cvFiles = fs.existsSync(cvDir) ? fs.readdirSync(cvDir).length : 0
  return { messages: messages.totalDocs, cvs: cvs.totalDocs, cvFiles }
}

export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 30_000, stepMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (true) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
}

// CV files, each the smallest real thing of its kind.

export function pdfFile(text = 'Curriculum vitae'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\nxref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
    'latin1',
  )
}

export function docFile(): Buffer {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  const directory = Buffer.alloc(128)
  Buffer.from('WordDocument', 'utf16le').copy(directory)
  return Buffer.concat([header, Buffer.alloc(512), directory, Buffer.alloc(384)])
}

export function msiLikeOle2(): Buffer {
  const header = Buffer.alloc(1536)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  Buffer.from('SummaryInformation', 'utf16le').copy(header, 1024)
  return header
}

const contentTypesXml =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'

export function docxFile(extra: Zippable = {}): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(contentTypesXml),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>'),
      'word/document.xml': strToU8('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>'),
      ...extra,
    }),
  )
}

export function odtFile(): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'META-INF/manifest.xml': strToU8('<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>'),
      'content.xml': strToU8('<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>'),
    }),
  )
}

export function rtfFile(): Buffer {
  return Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Curriculum vitae\\par}', 'latin1')
}

/** A DOCX whose document part inflates 20 MB of zeros from a few kilobytes. */
export function docxBomb(): Buffer {
  return docxFile({ 'word/media/padding.bin': [new Uint8Array(20 * 1024 * 1024), { level: 9 }] })
}

/** A plain ZIP (no Word or OpenDocument parts). */
export function plainZip(): Buffer {
  return Buffer.from(zipSync({ 'readme.txt': strToU8('hello') }))
}

/** A Windows executable's first bytes. */
export function exeFile(): Buffer {
  const exe = Buffer.alloc(1024)
  exe.write('MZ', 0, 'latin1')
  exe.write('This program cannot be run in DOS mode.', 78, 'latin1')
  return exe
}

import { strToU8, zipSync, type Zippable } from 'fflate'

/** Small but well-formed files for upload tests, built here (nothing downloaded): CVs of each kind and hostile ones. */

/**
 * A one-page PDF with a correct cross-reference table, so PDF integrity checks pass: the one
 * PDF of the tests. `text` is shown on the page (printable ASCII; anything else becomes `?`).
 */
export function pdfFile(text = 'Curriculum vitae'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
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
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
      ),
      ...extra,
    }),
  )
}

export function odtFile(): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'META-INF/manifest.xml': strToU8(
        '<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
      ),
      'content.xml': strToU8(
        '<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
      ),
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

import busboy from 'busboy'

/**
 * Parses a multipart/form-data body already held in memory (at most the request cap): text
 * fields and the one `file` part. Other file parts are read and dropped.
 */
export type ParsedMultipart = {
  fields: Record<string, string>
  file?: { filename: string; declaredType: string; bytes: Buffer; truncated: boolean }
}

export type MultipartResult = { ok: true; form: ParsedMultipart } | { ok: false; reason: 'badMultipart' | 'tooLarge' }

export const multipartLimits = { fileSize: 10 * 1024 * 1024, fieldSize: 64 * 1024, fields: 40, parts: 50 }

export function parseMultipart(body: Buffer, contentTypeHeader: string): Promise<MultipartResult> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentTypeHeader },
        limits: { ...multipartLimits, fileSize: multipartLimits.fileSize, files: 5 },
        defParamCharset: 'utf8',
      })
    } catch {
      resolve({ ok: false, reason: 'badMultipart' })
      return
    }
    const form: ParsedMultipart = { fields: {} }
    let settled = false
    const finish = (result: MultipartResult) => {
      if (settled) return
      settled = true
      resolve(result)
    }

    parser.on('field', (name, value) => {
      // The first value of a repeated field wins, like a form post read by a browser.
      if (!(name in form.fields)) form.fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      const keep = name === 'file' && !form.file
      const chunks: Buffer[] = []
      let truncated = false
      stream.on('data', (chunk: Buffer) => {
        if (keep) chunks.push(chunk)
      })
      stream.on('limit', () => {
        truncated = true
      })
      stream.on('end', () => {
        if (keep) form.file = { filename: info.filename ?? '', declaredType: info.mimeType ?? '', bytes: Buffer.concat(chunks), truncated }
      })
    })
    parser.on('partsLimit', () => finish({ ok: false, reason: 'tooLarge' }))
    parser.on('fieldsLimit', () => finish({ ok: false, reason: 'tooLarge' }))
    parser.on('error', () => finish({ ok: false, reason: 'badMultipart' }))
    parser.on('close', () => finish({ ok: true, form }))
    parser.end(body)
  })
}

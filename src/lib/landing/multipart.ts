import busboy from 'busboy'

import { streamBodyLimited } from './request'

/**
 * Parses a multipart/form-data request as it streams in (busboy), never holding more than its
 * one `file` part: text fields and that part are kept, other file parts are read and dropped.
 * The body as a whole is held to `limit` (src/shared/bodyLimits.ts) as it arrives.
 */
export type ParsedMultipart = {
  fields: Record<string, string>
  file?: { filename: string; declaredType: string; bytes: Buffer; truncated: boolean }
}

/** `bodyTooLarge`: the body passed `limit`; `tooLarge`: too many parts or fields. */
export type MultipartResult =
  { ok: true; form: ParsedMultipart } | { ok: false; reason: 'badMultipart' | 'tooLarge' | 'bodyTooLarge' }

/** Text fields and parts a form may have; the file's own size limit is the caller's (`fileSize`). */
export const multipartLimits = { fieldSize: 64 * 1024, fields: 40, parts: 50 }

export async function parseMultipart(
  req: { headers: Headers; body?: ReadableStream<Uint8Array> | null },
  { limit, fileSize }: { limit: number; fileSize: number },
): Promise<MultipartResult> {
  const form: ParsedMultipart = { fields: {} }
  let failure: 'badMultipart' | 'tooLarge' | undefined
  let settle = () => {}
  const settled = new Promise<void>((resolve) => (settle = resolve))
  let parser: busboy.Busboy | undefined
  try {
    parser = busboy({
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
      limits: { ...multipartLimits, fileSize, files: 5 },
      defParamCharset: 'utf8',
    })
  } catch {
    failure = 'badMultipart'
  }
  const fail = (reason: 'badMultipart' | 'tooLarge') => {
    failure ??= reason
    settle()
  }

  parser?.on('field', (name, value) => {
    // The first value of a repeated field wins, like a form post read by a browser.
    if (!(name in form.fields)) form.fields[name] = value
  })
  parser?.on('file', (name, stream, info) => {
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
      if (keep)
        form.file = {
          filename: info.filename ?? '',
          declaredType: info.mimeType ?? '',
          bytes: Buffer.concat(chunks),
          truncated,
        }
    })
  })
  parser?.on('partsLimit', () => fail('tooLarge'))
  parser?.on('fieldsLimit', () => fail('tooLarge'))
  parser?.on('error', () => fail('badMultipart'))
  parser?.on('close', settle)

  // A refused or broken body is still read to its end (within the cap), so the client gets its answer.
  const read = await streamBodyLimited(req, limit, async (chunk) => {
    if (!parser || failure) return false
    if (!parser.write(chunk)) {
      await new Promise<void>((resolve) => {
        parser.once('drain', resolve)
        void settled.then(resolve)
      })
    }
    return !failure
  })
  if (!read.ok) {
    parser?.destroy()
    return { ok: false, reason: read.reason === 'tooLarge' ? 'bodyTooLarge' : 'badMultipart' }
  }
  if (parser && !failure) {
    parser.end()
    await settled
  }
  return failure ? { ok: false, reason: failure } : { ok: true, form }
}

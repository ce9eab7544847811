import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

export type Captured = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/** Lets Next write into a buffer instead of the socket (as compression middleware does). */
export function captureAnswer(next: Handler, req: IncomingMessage, res: ServerResponse): Promise<Captured> {
  return captureIf(next, req, res) as Promise<Captured>
}

/**
 * As captureAnswer, but the choice waits until Next has set the status and headers: an answer
 * `only` declines goes to the client exactly as Next writes it (streamed, compressed by Next)
 * and the promise resolves `null`. Next's compression wraps these same methods from above, so
 * once chosen they keep forwarding rather than being put back.
 */
export function captureIf(
  next: Handler,
  req: IncomingMessage,
  res: ServerResponse,
  only?: (status: number, res: ServerResponse) => boolean,
): Promise<Captured | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders }
    let mode: 'open' | 'capture' | 'pass' = only ? 'open' : 'capture'
    const decide = () => {
      if (mode === 'open') mode = only?.(res.statusCode, res) ? 'capture' : 'pass'
      return mode
    }
    const toBuffer = (chunk: unknown, encoding: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

    res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      res.statusCode = status
      const headers = rest.find((value) => value && typeof value === 'object' && !Array.isArray(value)) as
        OutgoingHttpHeaders | undefined
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value)
      if (decide() === 'pass')
        return (original.writeHead as (...args: unknown[]) => ServerResponse).call(
          res,
          status,
          ...(typeof rest[0] === 'string' ? [rest[0]] : []),
        )
      return res
    } as typeof res.writeHead
    res.flushHeaders = function flushHeaders() {
      if (decide() === 'pass') original.flushHeaders.call(res)
    }
    res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (decide() === 'pass')
        return (original.write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback)
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done as () => void)
      return true
    } as typeof res.write
    res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (decide() === 'pass') {
        const ended = (original.end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback)
        resolve(null)
        return ended
      }
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
      Object.assign(res, original)
      const headers = res.getHeaders()
      for (const name of Object.keys(headers)) res.removeHeader(name)
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) })
      const done = [chunk, encoding, callback].find((value) => typeof value === 'function')
      if (typeof done === 'function') process.nextTick(done as () => void)
      return res
    } as typeof res.end
    Promise.resolve(next(req, res)).catch((error: unknown) => {
      Object.assign(res, original)
      reject(error)
    })
  })
}

/** The body of a captured answer as its bytes, whatever encoding Next gave it. */
export function decodedBody(captured: Captured): Buffer {
  const encoding = String(captured.headers['content-encoding'] ?? '')
  if (encoding === 'gzip') return zlib.gunzipSync(captured.body)
  if (encoding === 'br') return zlib.brotliDecompressSync(captured.body)
  if (encoding === 'deflate') return zlib.inflateSync(captured.body)
  return captured.body
}

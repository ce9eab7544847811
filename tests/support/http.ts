import crypto from 'node:crypto'
import http from 'node:http'

/**
 * The tests' one HTTP client, on plain node:http: every header and byte of the body is what the
 * test says (fetch would add, fix or refuse some), which is what hostile-input tests need; a
 * redirect is an answer like any other (never followed); a request that gets no whole answer
 * fails naming its address.
 */
export type HttpAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body's bytes, as they came. */
  body: Buffer
  text: string
  /** The body parsed, when it is JSON. */
  json: unknown
}

export type HttpOptions = {
  method?: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** Send the body with chunked encoding and no Content-Length. */
  chunked?: boolean
  /** How long the whole answer may take (default 45 s, under the test's own 60 s). */
  timeoutMs?: number
  /**
   * The request target exactly as written, sent to the URL's host: a URL string would be
   * normalised on the way (`/./`, `%2e%2e`, `\\` resolved), and the server would never see the
   * spelling under test.
   */
  rawPath?: string
  /**
   * The local address to send from (a loopback 127.x.y.z of its own: nginx then sees a client of
   * its own and writes it into X-Forwarded-For); such a request takes a fresh connection.
   */
  from?: string
  /** The connections to use: by default one keep-alive pool for every test; `false` for a fresh one. */
  agent?: http.Agent | false
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

/** `res` read to its end: its status, headers, body (bytes and text), and the body parsed when it is JSON. */
export function readAnswer(res: http.IncomingMessage): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    res.on('data', (chunk: Buffer) => chunks.push(chunk))
    res.on('end', () => {
      const body = Buffer.concat(chunks)
      const text = body.toString('utf8')
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        json = undefined
      }
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json })
    })
    res.on('error', reject)
  })
}

export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body =
      options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body)
    const headers: Record<string, string> = { ...(options.headers ?? {}) }
    if (body && !options.chunked && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['Content-Length'] = String(body.length)
    }
    // Node frames a GET's or DELETE's body only when told to.
    if (body && options.chunked) headers['Transfer-Encoding'] = 'chunked'
    const method = options.method ?? 'GET'
    const address = options.rawPath === undefined ? url : `${new URL(url).origin}${options.rawPath}`
    let answered = false
    // A server that never answers fails the request, naming it, instead of the whole test
    // timing out with no word of which request stalled.
    const timeoutMs = options.timeoutMs ?? 45_000
    const timer = setTimeout(() => {
      reject(new Error(`no whole answer to ${method} ${address} within ${timeoutMs / 1000} s`))
      req.destroy()
    }, timeoutMs)
    const requestOptions: http.RequestOptions = {
      method,
      headers,
      agent: options.agent ?? (options.from ? false : agent),
      ...(options.from ? { localAddress: options.from } : {}),
      // Given, `path` wins over the URL's own (Node merges the two), as written.
      ...(options.rawPath === undefined ? {} : { path: options.rawPath }),
    }
    const req = http.request(url, requestOptions, (res) => {
      answered = true
      readAnswer(res)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer))
    })
    // A server may answer (413) before it has read a large body: that answer is what counts.
    req.on('error', (error) => {
      if (answered) return
      clearTimeout(timer)
      reject(error)
    })
    if (body && options.chunked) {
      for (let offset = 0; offset < body.length; offset += 16 * 1024)
        req.write(body.subarray(offset, offset + 16 * 1024))
    } else if (body) {
      req.write(body)
    }
    req.end()
  })
}

/**
 * A fresh client address per call (the test server trusts X-Forwarded-For): random over
 * 10.0–249.x.x, never 10.250.x.x, which tests name on purpose. Each test file loads this module
 * on its own, so a counter from a per-file base (as before) gave two files the very same
 * sequence one time in 249, and a file then met an address another had rate-limited.
 */
export function nextIp(): string {
  return `10.${crypto.randomInt(0, 250)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`
}

/**
 * A loopback address of its own for one client (127.x.y.z, never 127.0.0.1), for `from`:
 * requests sent from it reach nginx from that address, which nginx then writes into
 * X-Forwarded-For, so each test through nginx counts as a different visitor for the rate limits.
 */
export function clientAddress(): string {
  return `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`
}

export type PostOptions = { ip?: string; headers?: Record<string, string>; chunked?: boolean }

export function postJson(baseUrl: string, path: string, body: unknown, options: PostOptions = {}): Promise<HttpAnswer> {
  return httpRequest(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': options.ip ?? nextIp(),
      ...(options.headers ?? {}),
    },
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    chunked: options.chunked,
  })
}

export type FilePart = { name?: string; filename: string; type?: string; content: Buffer }

/** A multipart/form-data body built byte by byte. */
export function multipartBody(
  fields: Record<string, string>,
  files: FilePart[] = [],
  boundary = `----test${crypto.randomBytes(8).toString('hex')}`,
) {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

export function postMultipart(
  baseUrl: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  options: PostOptions = {},
): Promise<HttpAnswer> {
  const { body, contentType } = multipartBody(fields, files)
  return httpRequest(`${baseUrl}/api/landing/send-cv`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': options.ip ?? nextIp(), ...(options.headers ?? {}) },
    body,
    chunked: options.chunked,
  })
}

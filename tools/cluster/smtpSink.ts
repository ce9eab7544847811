import { SMTPServer, type SMTPServerAddress } from 'smtp-server'

import { freePort } from '../../src/server/embeddedPostgres'

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, keeping every message
 * it accepts. `refuse` decides, per recipient, to answer a temporary 451 instead. `hold` keeps
 * messages unanswered, their senders waiting in the middle of the SMTP exchange, until
 * `releaseHeld()`.
 */
export type ReceivedMail = {
  from: string
  to: string[]
  raw: string
  headers: Record<string, string>
  submissionId: string
}

export type TestSmtp = {
  port: number
  url: string
  mails: ReceivedMail[]
  refusals: string[]
  refuse: (recipient: string) => boolean
  /** While true, each message's end of data is left unanswered until `releaseHeld()`. */
  hold: boolean
  /** How many messages are held now, and how many of those lost their sender's connection. */
  held: () => { waiting: number; senderGone: number }
  /**
   * Answers every held message: accepted and kept when its sender is still connected; never
   * accepted (so never kept) when the sender went away before the answer. Returns how many
   * went unaccepted.
   */
  releaseHeld: () => number
  stop: () => Promise<void>
}

/** Unfolded headers of a raw message, names lower-cased. */
export function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim()
  }
  return headers
}

/** `port`: that port instead of a free one; `onMail`: called with each accepted message. */
export async function startSmtpServer(
  options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {},
): Promise<TestSmtp> {
  const port = options.port ?? (await freePort())
  const state: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refusals: [],
    refuse: () => false,
    hold: false,
    held: () => ({ waiting: waiting.length, senderGone: waiting.filter((item) => closed.has(item.session)).length }),
    releaseHeld: () => {
      const answering = waiting.splice(0)
      let gone = 0
      for (const item of answering) {
        if (closed.has(item.session)) gone++
        else accept(item.mail, item.answer)
      }
      return gone
    },
    stop: async () => undefined,
  }
  const waiting: { mail: ReceivedMail; session: string; answer: () => void }[] = []
  const closed = new Set<string>()
  const accept = (mail: ReceivedMail, answer: () => void) => {
    state.mails.push(mail)
    options.onMail?.(mail)
    answer()
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 30 * 1024 * 1024,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (state.refuse(address.address)) {
        state.refusals.push(address.address)
        const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number }
        error.responseCode = 451
        callback(error)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const headers = parseHeaders(raw)
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          headers,
          submissionId: headers['x-submission-id'] ?? '',
        }
        if (state.hold) waiting.push({ mail, session: session.id, answer: () => callback() })
        else accept(mail, () => callback())
      })
    },
    onClose(session) {
      closed.add(session.id)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A sender that goes away mid-connection (an instance stopped or killed) resets its socket:
  // smtp-server reports that as its own 'error', which with no listener ends the test process.
  server.on('error', () => undefined)
  state.stop = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}

/** The decoded text/plain part of a raw message (quoted-printable, base64 or as it is). */
export function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw)
  if (!part) return ''
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(part[1] ?? '')?.[1]?.toLowerCase()
  const body = part[2] ?? ''
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

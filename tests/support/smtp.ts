import { SMTPServer, type SMTPServerAddress } from 'smtp-server'

import { freePort } from './testDatabase'

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, keeping every message
 * it accepts. `refuse` decides, per recipient, to answer a temporary 451 instead.
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

export async function startSmtpServer(): Promise<TestSmtp> {
  const port = await freePort()
  const state: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refusals: [],
    refuse: () => false,
    stop: async () => undefined,
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
        state.mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          headers,
          submissionId: headers['x-submission-id'] ?? '',
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  state.stop = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}

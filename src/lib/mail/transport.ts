import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Transport, SentMessageInfo } from 'nodemailer'

import { dataDir } from '@/lib/paths'

/** SMTP settings from the environment: SMTP_URL, or SMTP_HOST / SMTP_PORT / SMTP_USER / SMTP_PASSWORD. */
export function smtpFromEnv(
  env: Record<string, string | undefined> = process.env,
): string | Record<string, unknown> | null {
  if (env.SMTP_URL) return env.SMTP_URL
  if (!env.SMTP_HOST) return null
  const port = Number(env.SMTP_PORT || 587)
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
  }
}

export function mailDir(): string {
  return path.join(dataDir(), 'mail')
}

/**
 * With no SMTP configured, every e-mail is written as an .eml file under .data/mail/ and
 * logged: never dropped, never sent to an outside test service.
 */
function fileTransport(): Transport<SentMessageInfo> {
  return {
    name: 'eml-file',
    version: '1.0.0',
    send(mail, callback) {
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        try {
          const dir = mailDir()
          fs.mkdirSync(dir, { recursive: true })
          const messageId = mail.message.messageId()
          const file = path.join(
            dir,
            `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`,
          )
          fs.writeFileSync(file, Buffer.concat(chunks))
          console.log(`[mail] no SMTP configured: wrote ${path.relative(process.cwd(), file)}`)
          callback(null, { envelope: mail.message.getEnvelope(), messageId, file } as unknown as SentMessageInfo)
        } catch (error) {
          callback(error as Error, undefined as unknown as SentMessageInfo)
        }
      })
    },
  }
}

export function createTransport(): Transporter {
  const smtp = smtpFromEnv()
  if (smtp) {
    return nodemailer.createTransport(
      smtp as Parameters<typeof nodemailer.createTransport>[0],
      {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never,
    )
  }
  return nodemailer.createTransport(fileTransport())
}

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

import { contactDelivery } from '@/features/contact/delivery'
import { deliverSubmission } from '@/lib/delivery/deliver'
import { smtpFromEnv } from '@/lib/mail/transport'
import { getTestPayload } from '../support/payload'

/** Without SMTP every e-mail becomes an .eml file under DATA_DIR/mail: never dropped, never sent out. */
describe('mail transport', () => {
  it('reads SMTP_URL, or the host, port, user and password variables', () => {
    expect(smtpFromEnv({ SMTP_URL: 'smtp://mail.example:2525' })).toBe('smtp://mail.example:2525')
    expect(smtpFromEnv({ SMTP_HOST: 'mail.example', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).toEqual({
      host: 'mail.example',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    })
    expect(smtpFromEnv({})).toBeNull()
  })

  it('with no SMTP configured, a submission e-mail is written as an .eml file and marked sent, once', async () => {
    expect(process.env.SMTP_URL ?? process.env.SMTP_HOST).toBeUndefined()
    const payload = await getTestPayload()
    const doc = await payload.create({
      collection: 'contact-forms',
      overrideAccess: true,
      data: {
        status: 'new',
        company: 'Eml Test Co',
        name: 'Ivan',
        email: 'ivan@example.org',
        phone: '+380501234567',
        accept: true,
        recipients: 'office@dept.test',
      },
    })
    const mailDir = path.join(inject('dataDir'), 'mail')
    const before = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0
    expect(await deliverSubmission(payload, contactDelivery, doc.id)).toBe('sent')
    expect(await deliverSubmission(payload, contactDelivery, doc.id)).toBe('already-sent')
    const files = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
    expect(files.length).toBe(before + 1)
    const written = files
      .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8'))
      .find((raw) => raw.includes(`X-Submission-ID: contact-forms/${doc.id}\r\n`))
    expect(written).toMatch(/^To: office@dept\.test/m)
    expect(written).toMatch(/^Reply-To: "?Ivan"? <ivan@example\.org>/m)
    expect(written).toMatch(/^Message-ID: <contact-forms-\d+@/m)
    const updated = await payload.findByID({ collection: 'contact-forms', id: doc.id, overrideAccess: true })
    expect(updated.delivery).toMatchObject({ state: 'sent', attempts: 1 })
  })
})

import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { inject } from 'vitest'

/** Shared fixtures of the landing API tests: departments, a valid message, counting (the files are in ./files.ts). */

export async function ensureDepartment(
  payload: Payload,
  key: string,
  recipients: string[],
  options: { uk?: string; en?: string; selectable?: boolean } = {},
) {
  const data = {
    key,
    name: options.uk ?? `Відділ ${key}`,
    recipients: recipients.map((email) => ({ email })),
    selectable: options.selectable ?? true,
  }
  const existing = await payload.find({
    collection: 'departments',
    where: { key: { equals: key } },
    limit: 1,
    overrideAccess: true,
  })
  const doc = existing.docs[0]
    ? await payload.update({
        collection: 'departments',
        id: existing.docs[0].id,
        data,
        locale: 'uk',
        overrideAccess: true,
      })
    : await payload.create({ collection: 'departments', data, locale: 'uk', overrideAccess: true })
  await payload.update({
    collection: 'departments',
    id: doc.id,
    data: { name: options.en ?? `Department ${key}` },
    locale: 'en',
    overrideAccess: true,
  })
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

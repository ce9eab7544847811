import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { writeOptions } from './write'

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD, or admin@example.com with a generated
 * password printed once, on the console (not the logger) so it reads as one clear line. An existing account is left exactly as it is (never a new password).
 */
export async function seedAdmin(payload: Payload): Promise<void> {
  const email = (process.env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase()
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  if (found.docs[0]) return
  const generated = !process.env.ADMIN_PASSWORD
  const password = process.env.ADMIN_PASSWORD || crypto.randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Admin', roles: ['admin'] }, ...writeOptions })
  if (generated) console.log(`[seed] admin account created: ${email} / password ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`)
  else console.log(`[seed] admin account created: ${email} (password from ADMIN_PASSWORD)`)
}

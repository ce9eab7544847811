import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { DeliveryTaskSlug } from '@/lib/delivery/queue'
import type { ContactMessage } from '@/lib/validation/contact'

/** SPEC §3: the fixed Ukrainian title of a contact-form request from the landing. */
export const landingMessageTitle = 'Заявка з контактної форми лендингу'

export type ResolvedDepartment = { key: string; name: string; recipients: string[] }

const splitAddresses = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)

/**
 * Every department with its name in one language and its recipients, read with the server's
 * rights (recipients are readable by admins only and never leave the server).
 */
export async function loadDepartmentDirectory(payload: Payload, locale: Locale): Promise<ResolvedDepartment[]> {
  const { docs } = await payload.find({
    collection: 'departments',
    locale,
    fallbackLocale: false,
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true, name: true, recipients: true },
  })
  return docs.map((department) => ({
    key: department.key,
    name: department.name ?? '',
    recipients: (department.recipients ?? []).map((row) => row.email.trim()).filter(Boolean),
  }))
}

/**
 * The department a message goes to, and its recipients, from the database only (a `send_to`
 * from the browser is never trusted). Hidden departments are valid: links preset them.
 * `null` when the key names no department. Without a key: CONTACT_DEFAULT_DEPARTMENT
 * (`inquiry`). A department without addresses falls back to CONTACT_FALLBACK_RECIPIENTS, so
 * a message always produces an e-mail to someone.
 */
export function resolveDepartment(
  directory: ResolvedDepartment[],
  key: string | undefined,
  env: Record<string, string | undefined> = process.env,
): ResolvedDepartment | null {
  const wanted = key || env.CONTACT_DEFAULT_DEPARTMENT || 'inquiry'
  const department = directory.find((entry) => entry.key === wanted)
  if (!department && key) return null
  const recipients = department?.recipients ?? []
  return {
    key: department?.key ?? '',
    name: department?.name ?? '',
    recipients: recipients.length ? recipients : splitAddresses(env.CONTACT_FALLBACK_RECIPIENTS || 'info@example.com'),
  }
}

export type MessageContext = { locale: Locale; pageUrl?: string; userAgent?: string }

/**
 * Stores an accepted message (status `new`) and queues its e-mail, in one SQL statement: both
 * rows exist, or neither does. This is the one write that visitors make at volume, so it does
 * not go through `payload.create`: that costs about 6 ms of CPU per message (every field's
 * validate, change and read hooks, then the same again for the job) against 0.2 ms here, and
 * the endpoint has already validated everything with the shared zod schema. The row is the
 * one Payload would write: the same columns, the database's defaults for the rest (delivery
 * `pending`, 0 attempts, timestamps), and the job that `queueDeliveryOnCreate` would queue.
 * tests/integration/landing-message.test.ts reads it back through the Local API. A field or
 * hook added to `contact-forms` must be added here too.
 */
export async function storeContactMessage(
  payload: Payload,
  message: ContactMessage,
  department: ResolvedDepartment,
  context: MessageContext,
): Promise<{ id: number }> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const optional = (value: string | undefined) => value || null
  const task: DeliveryTaskSlug = 'sendContactEmail'
  const { rows } = await drizzle.execute<{ id: number }>(sql`
    with message as (
      insert into contact_forms
        (status, company, name, email, phone, message, title, accept, depart, department, recipients, locale, page_url, user_agent)
      values
        ('new', ${message.company}, ${message.name}, ${message.email}, ${message.phone}, ${optional(message.message)},
         ${landingMessageTitle}, ${message.accept}, ${optional(department.key)}, ${optional(department.name)},
         ${department.recipients.join(', ')}, ${context.locale}, ${optional(context.pageUrl)}, ${optional(context.userAgent)})
      returning id
    ), job as (
      insert into payload_jobs (input, task_slug)
      select jsonb_build_object('id', message.id), ${task}::enum_payload_jobs_task_slug from message
    )
    select id from message`)
  const id = rows[0]?.id
  if (typeof id !== 'number') throw new Error('The contact message was not stored.')
  return { id }
}

/** The browser's User-Agent, kept for staff: printable, at most 500 characters. */
export function cleanUserAgent(value: string | null): string | undefined {
  const cleaned = value?.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, 500)
  return cleaned || undefined
}

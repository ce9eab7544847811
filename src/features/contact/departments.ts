import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

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

/**
 * The departments and their recipients for the contact endpoint, read once and kept in the
 * server's data cache (never sent to a browser) until a department is changed: the
 * collection's hooks expire the `departments` tag at once, so the next message already goes
 * to the new addresses. Saves two queries on every message. `next/cache` is imported on use:
 * payload.config.ts (which registers the endpoint) also loads in scripts outside Next.
 */
export async function getDepartmentDirectory(payload: Payload, locale: Locale) {
  const { unstable_cache } = await import('next/cache')
  return unstable_cache(() => loadDepartmentDirectory(payload, locale), ['department-directory', locale], {
    tags: [tags.departments],
  })()
}

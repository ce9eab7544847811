import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'
import { loadDepartmentDirectory } from './contactMessage'

/**
 * The departments and their recipients for the contact endpoint, read once and kept in the
 * server's data cache (never sent to a browser) until a department is changed: the
 * collection's hooks expire the `departments` tag at once, so the next message already goes
 * to the new addresses. Saves two queries on every message. `next/cache` is imported on use:
 * payload.config.ts (which registers the endpoint) also loads in scripts outside Next.
 */
export async function getDepartmentDirectory(payload: Payload, locale: Locale) {
  const { unstable_cache } = await import('next/cache')
  return unstable_cache(() => loadDepartmentDirectory(payload, locale), ['department-directory', locale], { tags: [tags.departments] })()
}

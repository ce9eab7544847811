import type { Payload } from 'payload'

import type { DepartmentKey } from '@/fields'
import type { L } from '../bilingual'
import { upsert } from '../write'

/** SPEC §3: six departments a visitor may choose, three that links only preset. */
const departments: { key: DepartmentKey; name: L; selectable: boolean }[] = [
  { key: 'sales', selectable: true, name: { uk: 'Відділ продажу', en: 'Sales Team' } },
  { key: 'purchase_new', selectable: true, name: { uk: 'Закупівля BRAND NEW', en: 'Purchase BRAND NEW' } },
  { key: 'purchase_used', selectable: true, name: { uk: 'Закупівля USED', en: 'Purchase USED' } },
  { key: 'marketing', selectable: true, name: { uk: 'Відділ маркетингу', en: 'Marketing Team' } },
  { key: 'logistics', selectable: true, name: { uk: 'Відділ логістики', en: 'Logistics Team' } },
  { key: 'inquiry', selectable: true, name: { uk: 'Просто запитати', en: 'Just Asking' } },
  {
    key: 'freshStart',
    selectable: false,
    name: { uk: 'Передпродажна підготовка Fresh Start і сервіс', en: 'Pre-Sale Preparation Fresh Start & Service' },
  },
  { key: 'serviceCenter', selectable: false, name: { uk: 'Послуги сервісного центру', en: 'Service Center Services' } },
  { key: 'exchange', selectable: false, name: { uk: 'Trade-in і викуп гаджетів', en: 'Gadget Trade-In & Buyout' } },
]

/** RECIPIENTS_PURCHASE_NEW, RECIPIENTS_FRESHSTART…: the key upper-cased. */
export function recipientsVariable(key: DepartmentKey): string {
  return `RECIPIENTS_${key.toUpperCase()}`
}

/** purchase_new → purchase-new@example.com, freshStart → fresh-start@example.com. */
export function defaultRecipient(key: DepartmentKey): string {
  return `${key
    .replace(/_/g, '-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()}@example.com`
}

function recipientsFromEnv(key: DepartmentKey): { email: string }[] | undefined {
  const value = process.env[recipientsVariable(key)]
  if (value === undefined) return undefined
  return value
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean)
    .map((email) => ({ email }))
}

export async function seedDepartments(payload: Payload): Promise<void> {
  for (const [index, department] of departments.entries()) {
    const { key, name, selectable } = department
    const fromEnv = recipientsFromEnv(key)
    const base = { key, selectable, order: index + 1 }
    await upsert(payload, {
      collection: 'departments',
      where: { key: { equals: key } },
      // An admin's recipient edits survive a re-seed unless the environment names them.
      uk: { ...base, name: name.uk, ...(fromEnv ? { recipients: fromEnv } : {}) },
      en: { name: name.en },
      onCreate: { recipients: fromEnv ?? [{ email: defaultRecipient(key) }] },
    })
  }
}

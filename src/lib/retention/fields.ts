import type { Field, FieldHook } from 'payload'

import { adminFieldOnly } from '@/access'
import { expiryDate, retentionDaysFromEnv, type RetainedSlug } from './window'

/**
 * The retention of one record in its sidebar: the date it is deleted on, for every reader of
 * the record, and the admin's "keep until" that postpones it (./expire.ts).
 */
// The whole date with its year: a deletion two years away must not read as this year's.
const dateAdmin = { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } } as const

export function retentionFields(collection: RetainedSlug): Field[] {
  const days = retentionDaysFromEnv()[collection]
  // Reads "keep until" before its read access removes it for a non-admin: Payload starts every
  // field's afterRead at once and removes an unreadable value only after awaiting its access
  // rule, while this hook runs at once without awaiting (the retention test holds this for an
  // hr reader, so an upgrade that changes the order fails there).
  const computeExpiry: FieldHook = ({ siblingData }) =>
    expiryDate(siblingData?.updatedAt, siblingData?.keepUntil, days)?.toISOString()
  return [
    {
      name: 'expiresAt',
      type: 'date',
      // Computed on reading, never stored: the last change and "keep until" are the facts.
      virtual: true,
      label: { uk: 'Буде видалено', en: 'To be deleted on' },
      access: { create: () => false, update: () => false },
      hooks: { afterRead: [computeExpiry] },
      admin: {
        ...dateAdmin,
        readOnly: true,
        position: 'sidebar',
        disableListFilter: true,
        description: {
          uk: `Через ${days} днів після останньої зміни або в день «Зберігати до», якщо він пізніше: тоді запис видаляється разом із файлами.`,
          en: `${days} days after the last change, or on the "Keep until" day if that is later: then the record is deleted with its files.`,
        },
      },
    },
    {
      name: 'keepUntil',
      type: 'date',
      label: { uk: 'Зберігати до', en: 'Keep until' },
      // Postponing a deletion the law asks for is the admins' decision alone.
      access: { read: adminFieldOnly, create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        ...dateAdmin,
        position: 'sidebar',
        description: {
          uk: 'Не видаляти до цієї дати, навіть коли строк зберігання мине: кандидат у кадровому резерві, звернення у відкритій угоді. Бачать і змінюють лише адміністратори.',
          en: 'Not deleted before this date, even when the retention period has passed: an applicant kept in the talent pool, a message in an open deal. Only admins see and change it.',
        },
        components: { afterInput: ['@/admin/KeepUntil/ExtendButtons.client#ExtendButtons'] },
      },
    },
  ]
}

import type { Field } from 'payload'

/** What a visitor sent (a contact message, a CV): shown to staff, never edited by them. */
export const submitted = (field: Field): Field =>
  ({
    ...field,
    admin: { ...(field.admin ?? {}), readOnly: true },
    access: { update: () => false },
  }) as Field

import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { accept, email, fieldErrors, limits, perLocale, phone, requiredText, trimmed } from '@/lib/validation/fields'
import type { Validation } from '@/lib/validation/resolver'

/**
 * The contact message of SPEC §3, validated the same way by the contact panel
 * (react-hook-form) and by POST /api/landing/send-message. `depart` is checked against the
 * department keys of the database by the endpoint (the form only offers those).
 * Unknown fields are dropped; `send_to`, `department` and `title` are accepted for
 * compatibility and ignored: the server resolves them.
 */
export const contactMessageSchema = perLocale((locale) =>
  z.object({
    company: requiredText(locale),
    name: requiredText(locale),
    email: email(locale),
    phone: phone(locale),
    message: trimmed(locale, limits.message).optional(),
    depart: trimmed(locale).optional(),
    accept: accept(locale),
  }),
)
export type ContactMessageInput = z.input<ReturnType<typeof contactMessageSchema>>
export type ContactMessage = z.output<ReturnType<typeof contactMessageSchema>>

/** What the form's resolver loads on first validation (see src/lib/validation/resolver.ts). */
export const contactValidation = (locale: Locale): Validation => ({ schema: contactMessageSchema(locale), fieldErrors })

import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { message } from './messages'

/** Limits of SPEC §3 fields (ISSUE 4): message up to 5,000 characters, other text up to 200. */
export const limits = { message: 5000, text: 200 } as const

/** Digits with an optional +, spaces, -, (), 7 to 20 characters. */
export const phonePattern = /^\+?[\d\s\-()]{7,20}$/

/**
 * Control characters have no place in a form field (NUL cannot even be stored by PostgreSQL);
 * a multi-line message keeps its tabs and line breaks, a one-line field has none.
 */
const oneLineForbidden = /[\u0000-\u001F\u007F]/
const multiLineForbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

const text = (locale: Locale, max: number, multiLine: boolean) =>
  z
    .string({ error: message(locale, 'invalid') })
    .max(max, { error: message(locale, 'tooLong', { max }) })
    .refine((value) => !(multiLine ? multiLineForbidden : oneLineForbidden).test(value), {
      error: message(locale, 'characters'),
    })

const trimmed = (locale: Locale, max: number = limits.text, multiLine = max > limits.text) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), text(locale, max, multiLine))

const requiredText = (locale: Locale, max: number = limits.text) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : value),
    z
      .string({ error: message(locale, 'invalid') })
      .min(1, { error: message(locale, 'required'), abort: true })
      .pipe(text(locale, max, false)),
  )

const email = (locale: Locale) =>
  requiredText(locale).pipe(z.email({ error: message(locale, 'email') }))

const phone = (locale: Locale) => requiredText(locale).refine((value) => phonePattern.test(value), { error: message(locale, 'phone') })

const optionalPhone = (locale: Locale) =>
  trimmed(locale)
    .optional()
    .refine((value) => !value || phonePattern.test(value), { error: message(locale, 'phone') })

const accept = (locale: Locale) =>
  z.literal(true, { error: message(locale, 'accept') })

/** Builds a schema once per language: zod schemas are immutable, and building one costs more than using it. */
function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>()
  return (locale) => {
    let schema = built.get(locale)
    if (!schema) built.set(locale, (schema = build(locale)))
    return schema
  }
}

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

/** The CV application (multipart fields besides the file). */
export const cvApplicationSchema = perLocale((locale) =>
  z.object({
    name: requiredText(locale),
    email: email(locale),
    phone: optionalPhone(locale),
    vacancy: trimmed(locale).optional(),
    message: trimmed(locale, limits.message).optional(),
    accept: z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', accept(locale)),
  }),
)
export type CvApplication = z.output<ReturnType<typeof cvApplicationSchema>>

/** zod issues → the SPEC's 422 body: `{ errors: { field: [messages] } }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    ;(errors[field] ??= []).includes(issue.message) || errors[field].push(issue.message)
  }
  return errors
}

import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { message } from './messages'

/**
 * The field rules both forms are built from (src/features/contact/schema.ts,
 * src/features/cv/schema.ts), each message in the form's language.
 */

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

export const trimmed = (locale: Locale, max: number = limits.text, multiLine = max > limits.text) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), text(locale, max, multiLine))

export const requiredText = (locale: Locale, max: number = limits.text) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : value),
    z
      .string({ error: message(locale, 'invalid') })
      .min(1, { error: message(locale, 'required'), abort: true })
      .pipe(text(locale, max, false)),
  )

export const email = (locale: Locale) => requiredText(locale).pipe(z.email({ error: message(locale, 'email') }))

export const phone = (locale: Locale) =>
  requiredText(locale).refine((value) => phonePattern.test(value), { error: message(locale, 'phone') })

export const optionalPhone = (locale: Locale) =>
  trimmed(locale)
    .optional()
    .refine((value) => !value || phonePattern.test(value), { error: message(locale, 'phone') })

export const accept = (locale: Locale) => z.literal(true, { error: message(locale, 'accept') })

/** Builds a schema once per language: zod schemas are immutable, and building one costs more than using it. */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>()
  return (locale) => {
    let schema = built.get(locale)
    if (!schema) built.set(locale, (schema = build(locale)))
    return schema
  }
}

/** zod issues → the SPEC's 422 body: `{ errors: { field: [messages] } }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const messages = (errors[field] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return errors
}

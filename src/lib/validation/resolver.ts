import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/** What a form needs from its feature's schema.ts: the shared schema and the 422 error shape. */
export type Validation = { schema: z.ZodType; fieldErrors: (error: z.ZodError) => Record<string, string[]> }

/**
 * react-hook-form resolver over a shared zod schema, reporting errors exactly as the server's
 * 422 body would (`fieldErrors`). The schema is loaded on first validation, so zod is not part
 * of any page's first load. The typed values are passed on unchanged (the server trims), so
 * fields outside the schema (the CV file, the honeypot) survive; `extra` adds checks the
 * schema cannot make on the client (a file's size and type).
 */
export function schemaResolver<V extends FieldValues>(
  load: () => Promise<Validation>,
  extra?: (values: V) => Record<string, string>,
): Resolver<V> {
  let validation: Promise<Validation> | undefined
  return async (values) => {
    const { schema, fieldErrors } = await (validation ??= load())
    const errors: Record<string, FieldError> = {}
    const result = await schema.safeParseAsync(values)
    if (!result.success) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error)))
        errors[field] = { type: 'validate', message: messages.join(' ') }
    }
    for (const [field, text] of Object.entries(extra?.(values) ?? {}))
      errors[field] ??= { type: 'validate', message: text }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} }
  }
}

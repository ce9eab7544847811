import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import {
  accept,
  email,
  fieldErrors,
  limits,
  optionalPhone,
  perLocale,
  requiredText,
  trimmed,
} from '@/lib/validation/fields'
import type { Validation } from '@/lib/validation/resolver'

/** The CV application (multipart fields besides the file, which ./file.ts checks). */
export const cvApplicationSchema = perLocale((locale) =>
  z.object({
    name: requiredText(locale),
    email: email(locale),
    phone: optionalPhone(locale),
    vacancy: trimmed(locale).optional(),
    message: trimmed(locale, limits.message).optional(),
    accept: z.preprocess(
      (value) => value === true || value === 'true' || value === 'on' || value === '1',
      accept(locale),
    ),
  }),
)
export type CvApplication = z.output<ReturnType<typeof cvApplicationSchema>>

/** What the form's resolver loads on first validation (see src/lib/validation/resolver.ts). */
export const cvValidation = (locale: Locale): Validation => ({ schema: cvApplicationSchema(locale), fieldErrors })

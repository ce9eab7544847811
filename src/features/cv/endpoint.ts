import { honeypotFilled, landingEndpoint } from '@/endpoints/landing/guard'
import type { Locale } from '@/i18n/locales'
import { parseMultipart } from '@/lib/landing/multipart'
import { contentType, errorResponse, fieldErrorsResponse, noStore, requestLocale } from '@/lib/landing/request'
import { bodyLimits } from '@/shared/bodyLimits'
import { fieldErrors } from '@/lib/validation/fields'
import { message, type MessageKey } from '@/lib/validation/messages'
import { checkCvFile, cleanOriginalFilename } from './file'
import { cvFileBytes } from './limits'
import { cvApplicationSchema } from './schema'
import { storeBeforeDeadline } from '@/lib/landing/deadline'
import { resolveVacancy, storeCvSubmission } from './store'

/** A refusal about the file: `{ error, code }` plus the field error the form shows under the file input. */
const fileError = (status: number, key: MessageKey, locale: Locale) =>
  Response.json(
    { error: message(locale, key), code: key, errors: { file: [message(locale, key)] } },
    { status, headers: noStore },
  )

/**
 * POST /api/landing/send-cv: multipart/form-data with name, email, phone, vacancy (an id,
 * optional), message (optional), accept and file (PDF, DOC, DOCX, ODT or RTF, at most 10 MB,
 * its type decided by its bytes). 200 `{ ok, id }`; 413/415/422 as for the message endpoint.
 */
export const sendCvEndpoint = landingEndpoint('/landing/send-cv', 'cv', async (req, headerLocale, deadline) => {
  const type = contentType(req.headers)
  if (type.type !== 'multipart/form-data') return errorResponse(415, 'contentType', headerLocale)
  const parsed = await parseMultipart(req, { limit: bodyLimits.cv, fileSize: cvFileBytes })
  if (!parsed.ok) {
    if (parsed.reason === 'bodyTooLarge') return fileError(413, 'fileTooLarge', headerLocale)
    return parsed.reason === 'tooLarge'
      ? errorResponse(413, 'tooLarge', headerLocale)
      : errorResponse(400, 'badMultipart', headerLocale)
  }
  const { fields, file } = parsed.form

  const locale = requestLocale(req.headers, fields.locale)
  if (honeypotFilled(fields.website)) return Response.json({ ok: true }, { headers: noStore })
  if (file?.truncated) return fileError(413, 'fileTooLarge', locale)

  const application = cvApplicationSchema(locale).safeParse(fields)
  const errors = application.success ? {} : fieldErrors(application.error)
  const vacancy = errors.vacancy ? undefined : await resolveVacancy(req, fields.vacancy?.trim())
  if (vacancy === null) errors.vacancy = [message(locale, 'vacancy')]

  // The name is checked as staff will read it: `cv\u202Efdp.pdf` is "cvfdp.pdf", a PDF.
  const originalFilename = cleanOriginalFilename(file?.filename ?? '')
  const verdict = file?.bytes.length
    ? await checkCvFile(file.bytes, { filename: originalFilename, declaredType: file.declaredType })
    : { ok: false as const, status: 422 as const, key: 'file' as const }
  if (!application.success || vacancy === null) {
    if (!verdict.ok) errors.file = [message(locale, verdict.key)]
    return fieldErrorsResponse(errors)
  }
  if (!verdict.ok || !file)
    return fileError(verdict.ok ? 422 : verdict.status, verdict.ok ? 'file' : verdict.key, locale)

  const stored = { bytes: file.bytes, mime: verdict.mime, storedName: verdict.storedName, originalFilename }
  const { id } = await storeBeforeDeadline(req.payload, deadline, (transaction) =>
    storeCvSubmission(req.payload, application.data, vacancy, stored, locale, transaction),
  )
  return Response.json({ ok: true, id }, { headers: noStore })
})

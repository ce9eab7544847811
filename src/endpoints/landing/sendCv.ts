import { checkCvFile, cleanOriginalFilename, maxCvBytes } from '@/lib/landing/cvFile'
import { resolveVacancy, storeCvSubmission } from '@/lib/landing/cvApplication'
import { parseMultipart } from '@/lib/landing/multipart'
import { contentType, errorResponse, fieldErrorsResponse, noStore, readBodyLimited, requestLocale } from '@/lib/landing/request'
import { cvApplicationSchema, fieldErrors } from '@/lib/validation/contact'
import { message, type MessageKey } from '@/lib/validation/messages'
import type { Locale } from '@/i18n/locales'
import { honeypotFilled, landingEndpoint } from './guard'

/** The file plus the text fields and multipart framing. */
const maxCvRequestBytes = maxCvBytes + 512 * 1024

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
export const sendCvEndpoint = landingEndpoint('/landing/send-cv', 'cv', async (req, headerLocale) => {
  const type = contentType(req.headers)
  if (type.type !== 'multipart/form-data') return errorResponse(415, 'contentType', headerLocale)
  const body = await readBodyLimited(req, maxCvRequestBytes)
  if (!body.ok) return body.reason === 'tooLarge' ? fileError(413, 'fileTooLarge', headerLocale) : errorResponse(400, 'badMultipart', headerLocale)

  const parsed = await parseMultipart(body.bytes, req.headers.get('content-type') ?? '')
  if (!parsed.ok) return parsed.reason === 'tooLarge' ? errorResponse(413, 'tooLarge', headerLocale) : errorResponse(400, 'badMultipart', headerLocale)
  const { fields, file } = parsed.form

  const locale = requestLocale(req.headers, fields.locale)
  if (honeypotFilled(fields.website)) return Response.json({ ok: true }, { headers: noStore })
  if (file?.truncated) return fileError(413, 'fileTooLarge', locale)

  const application = cvApplicationSchema(locale).safeParse(fields)
  const errors = application.success ? {} : fieldErrors(application.error)
  const vacancy = errors.vacancy ? undefined : await resolveVacancy(req, fields.vacancy?.trim())
  if (vacancy === null) errors.vacancy = [message(locale, 'vacancy')]

  const verdict = file?.bytes.length ? checkCvFile(file.bytes, file) : { ok: false as const, status: 422 as const, key: 'file' as const }
  if (!application.success || vacancy === null) {
    if (!verdict.ok) errors.file = [message(locale, verdict.key)]
    return fieldErrorsResponse(errors)
  }
  if (!verdict.ok || !file) return fileError(verdict.ok ? 422 : verdict.status, verdict.ok ? 'file' : verdict.key, locale)

  const { id } = await storeCvSubmission(
    req.payload,
    application.data,
    vacancy,
    { bytes: file.bytes, mime: verdict.mime, storedName: verdict.storedName, originalFilename: cleanOriginalFilename(file.filename) },
    locale,
  )
  return Response.json({ ok: true, id }, { headers: noStore })
})

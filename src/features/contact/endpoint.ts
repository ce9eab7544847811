import { honeypotFilled, landingEndpoint } from '@/endpoints/landing/guard'
import {
  contentType,
  errorResponse,
  fieldErrorsResponse,
  noStore,
  readBodyLimited,
  requestLocale,
  sameSitePageUrl,
} from '@/lib/landing/request'
import { bodyLimits } from '@/shared/bodyLimits'
import { fieldErrors } from '@/lib/validation/fields'
import { message } from '@/lib/validation/messages'
import { getDepartmentDirectory, resolveDepartment } from './departments'
import { contactMessageSchema } from './schema'
import { storeBeforeDeadline } from '@/lib/landing/deadline'
import { cleanUserAgent, storeContactMessage } from './store'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * POST /api/landing/send-message: the contact message of SPEC §3 as JSON. 200 `{ ok, id }`,
 * 422 `{ errors }`, other 4xx `{ error, code }`. Recipients come from the department in the
 * database; `send_to`, `department` and `title` from the browser are ignored.
 */
export const sendMessageEndpoint = landingEndpoint(
  '/landing/send-message',
  'messages',
  async (req, headerLocale, deadline) => {
    const type = contentType(req.headers)
    const charset = type.params.charset?.toLowerCase()
    if (type.type !== 'application/json' || (charset && charset !== 'utf-8' && charset !== 'utf8')) {
      return errorResponse(415, 'contentType', headerLocale)
    }
    const body = await readBodyLimited(req, bodyLimits.contactMessage)
    if (!body.ok)
      return body.reason === 'tooLarge'
        ? errorResponse(413, 'tooLarge', headerLocale)
        : errorResponse(400, 'badJson', headerLocale)

    let data: unknown
    try {
      data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes))
    } catch {
      return errorResponse(400, 'badJson', headerLocale)
    }
    if (!isPlainObject(data)) return errorResponse(400, 'bodyObject', headerLocale)

    const locale = requestLocale(req.headers, data.locale)
    // A bot that filled the hidden field is told it succeeded, and nothing is kept or sent.
    if (honeypotFilled(data.website)) return Response.json({ ok: true }, { headers: noStore })

    const parsed = contactMessageSchema(locale).safeParse(data)
    const errors = parsed.success ? {} : fieldErrors(parsed.error)
    const departKey = typeof data.depart === 'string' ? data.depart.trim() : undefined
    const department = errors.depart
      ? null
      : resolveDepartment(await getDepartmentDirectory(req.payload, locale), departKey || undefined)
    if (!errors.depart && !department) errors.depart = [message(locale, 'depart')]
    if (!parsed.success || !department) return fieldErrorsResponse(errors)

    const context = {
      locale,
      pageUrl: sameSitePageUrl(data.pageUrl, req.headers),
      userAgent: cleanUserAgent(req.headers.get('user-agent')),
    }
    const { id } = await storeBeforeDeadline(req.payload, deadline, (transaction) =>
      storeContactMessage(req.payload, parsed.data, department, context, transaction),
    )
    return Response.json({ ok: true, id }, { headers: noStore })
  },
)

import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { errorResponse, requestLocale } from '@/lib/landing/request'
import { withDefaultLocale } from '@/lib/payload/defaultLocale'

type RestHandler = ReturnType<typeof REST_GET>

/** Every REST call without `?locale=` is answered in the default language (src/lib/payload/defaultLocale.ts). */
const inDefaultLocale =
  (handler: RestHandler): RestHandler =>
  (request, context) =>
    handler(withDefaultLocale(request), context)

const restPost = inDefaultLocale(REST_POST(config))

export const GET = inDefaultLocale(REST_GET(config))
export const DELETE = inDefaultLocale(REST_DELETE(config))
export const PATCH = inDefaultLocale(REST_PATCH(config))
export const PUT = inDefaultLocale(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/**
 * Payload reads the JSON body of a POST with `X-HTTP-Method-Override: GET` before its own
 * error handling, so broken JSON there would escape as a 500: it is a client error (400).
 */
export const POST: RestHandler = async (request, context) => {
  try {
    return await restPost(request, context)
  } catch (error) {
    if (error instanceof SyntaxError) return errorResponse(400, 'badJson', requestLocale(request.headers))
    throw error
  }
}

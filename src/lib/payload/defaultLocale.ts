import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * A REST request without a valid `?locale=` is read in the default language (uk), as Payload
 * documents ("if no locale is specified, documents will be returned in the default locale").
 *
 * Payload 3.90 falls back to the default locale only when `localization.fallback` is on
 * (sanitizeLocales, payloadcms/payload#18180, fix proposed in #18186). This site keeps
 * `fallback: false` on purpose (an English page never shows Ukrainian text), so without this
 * `GET /api/posts` answered posts without title, slug or content, and a `where` on a localized
 * field answered 500. Remove when that issue is fixed.
 *
 * `all` and `*` (every locale at once) pass through; anything else unknown becomes the
 * default, as Payload does with fallback on. A POST that carries its query in the body
 * (`X-HTTP-Method-Override: GET`, the admin's relationship fields) is left alone: Payload
 * appends that query to the address with a second `?`.
 */
export function withDefaultLocale<T extends Request>(request: T): T | Request {
  if (request.headers.has('x-http-method-override') || request.headers.has('x-payload-http-method-override'))
    return request
  const url = new URL(request.url)
  const asked = url.searchParams.get('locale')
  if (isLocale(asked) || asked === 'all' || asked === '*') return request
  if (url.searchParams.has('locale')) url.searchParams.set('locale', defaultLocale)
  else url.search += `${url.search ? '&' : '?'}locale=${defaultLocale}`
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // Node's fetch needs this to pass a streamed body on without reading it first.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

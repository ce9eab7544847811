import type { IncomingMessage, ServerResponse } from 'node:http'

import { acceptLanguageLocale } from '@/i18n/localeDecision'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * Requests refused at the door, before Next sees them, with a 4xx in the request's language
 * (JSON under /api, plain text elsewhere).
 */

const messages = {
  malformedAddress: {
    uk: 'Адреса містить хибну послідовність %-кодування.',
    en: 'The address holds a malformed percent-escape.',
  },
  methodNotAllowed: {
    uk: 'Цей метод запиту тут не підтримується.',
    en: 'This request method is not allowed here.',
  },
} satisfies Record<string, Record<Locale, string>>

/**
 * A path whose percent-escapes do not decode (`/blog/%E0%A4%A`): Next's router throws on it
 * (URIError) and answered 500, on pages, OG images, feeds, files and the API alike. 400.
 */
export function refuseMalformedPath(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (!pathname.includes('%')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    refuse(req, res, pathname, 400, 'malformedAddress')
    return true
  }
}

/**
 * A method the address has no use for: 405 with the methods it has (an OPTIONS gets them with
 * 204). Next answered a PUT to one of its build files with a 500, and rendered a page for a
 * PUT or a DELETE.
 */
export function refuseMethod(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  allowed: readonly string[],
): boolean {
  const method = req.method ?? 'GET'
  if (allowed.includes(method)) return false
  if (method === 'OPTIONS') {
    res.writeHead(204, { allow: allowed.join(', ') })
    res.end()
    return true
  }
  refuse(req, res, pathname, 405, 'methodNotAllowed', { allow: allowed.join(', ') })
  return true
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  status: number,
  code: keyof typeof messages,
  headers: Record<string, string> = {},
) {
  const first = pathname.split('/')[1]
  const locale = isLocale(first) ? first : acceptLanguageLocale(req.headers['accept-language'] ?? null)
  const api = pathname === '/api' || pathname.startsWith('/api/')
  const body = api ? JSON.stringify({ error: messages[code][locale], code }) : `${messages[code][locale]}\n`
  res.writeHead(status, {
    ...headers,
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

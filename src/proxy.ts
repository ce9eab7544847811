import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { adminRobotsHeader, payloadAdminPath } from '@/admin/specAddresses'
import { defaultLocale, localizedPath, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { isBot } from '@/lib/server/bots'

const forVisitors = createMiddleware(routing)
// Crawlers are never redirected by language: each address is one language for them.
const forCrawlers = createMiddleware({ ...routing, localeDetection: false })

/** An unprefixed post address: its counterpart in another language has another slug. */
const postAddress = /^\/blog\/([^/]+)\/?$/

export default async function proxy(request: NextRequest) {
  const adminPath = payloadAdminPath(request.nextUrl.pathname)
  if (adminPath) {
    const url = request.nextUrl.clone()
    url.pathname = adminPath
    const response = NextResponse.redirect(url, 307)
    response.headers.set(adminRobotsHeader.key, adminRobotsHeader.value)
    return response
  }
  if (request.nextUrl.pathname.startsWith('/admin')) return NextResponse.next()
  if (isBot(request.headers.get('user-agent'))) return forCrawlers(request)
  const response = forVisitors(request)
  const post = postAddress.exec(request.nextUrl.pathname)
  const target = post ? redirectLocale(response) : null
  if (!post || !target) return response
  // The visitor's language has this post under its own slug, or not at all: then the
  // Ukrainian post is what there is to read, and it is served as it is.
  const counterpart = await postCounterpart(request, post[1] ?? '', target)
  if (!counterpart) return forCrawlers(request)
  const redirect = NextResponse.redirect(new URL(counterpart, request.url), response.status)
  for (const cookie of response.headers.getSetCookie()) redirect.headers.append('set-cookie', cookie)
  return redirect
}

/** The language next-intl is sending this request to, when its answer is a redirect to another one. */
function redirectLocale(response: Response): Locale | null {
  const location = response.headers.get('location')
  if (!location || response.status < 300 || response.status > 399) return null
  const first = new URL(location, 'http://site.invalid').pathname.split('/')[1]
  return routing.locales.find((locale) => locale === first && locale !== defaultLocale) ?? null
}

/**
 * Asks the site (GET /api/posts/counterpart: the proxy has no database of its own) where the
 * post lives in `locale`. Anything but a clear answer, in time, means "nowhere".
 */
async function postCounterpart(request: NextRequest, segment: string, locale: Locale): Promise<string | null> {
  const origin = process.env.INTERNAL_ORIGIN || request.nextUrl.origin
  const query = new URLSearchParams({ segment: safeDecode(segment), from: defaultLocale, to: locale })
  try {
    const response = await fetch(`${origin}/api/posts/counterpart?${query}`, { signal: AbortSignal.timeout(2000), cache: 'no-store' })
    if (!response.ok) return null
    const { path } = (await response.json()) as { path?: unknown }
    return typeof path === 'string' && path.startsWith(localizedPath(locale, '/blog/')) ? path : null
  } catch {
    return null
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export const config = {
  matcher: [
    // The public site: never the admin, the API, Next's own files or anything with a dot (files).
    '/((?!api|admin|_next|_vercel|.*\\..*).*)',
    // The spec's admin addresses (src/admin/specAddresses.ts), redirected to Payload's routes.
    '/admin/:segment(posts|reviews|vacancies|contact-forms)/:rest*',
  ],
}

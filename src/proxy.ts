import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { adminRobotsHeader, payloadAdminPath } from '@/admin/specAddresses'
import { addressLocale, decideLocale } from '@/i18n/localeDecision'
import { defaultLocale, isLocale, localeCookie } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { notFoundPageRewrite } from '@/workarounds/notFoundAsPage'

// next-intl routes by the address's prefix (rewrites into the [locale] tree, sends /uk/… to the
// unprefixed address, keeps the cookie); which language a visitor reads is decided in
// src/i18n/localeDecision.ts, once for this proxy and the page cache in front of Next.
const routeByPrefix = createMiddleware(routing)

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const adminPath = payloadAdminPath(pathname)
  if (adminPath) {
    const url = request.nextUrl.clone()
    url.pathname = adminPath
    const response = NextResponse.redirect(url, 307)
    response.headers.set(adminRobotsHeader.key, adminRobotsHeader.value)
    return response
  }
  if (pathname.startsWith('/admin')) return NextResponse.next()
  // An address the site has no page for, asked again by the server around Next: the not-found page, whole.
  const notFoundPage = notFoundPageRewrite(pathname, request.headers)
  if (notFoundPage) return NextResponse.rewrite(new URL(notFoundPage, request.url), { status: 404 })
  const escapedPercent = keepEscapedPercent(request)
  if (escapedPercent) return escapedPercent
  const cookie = request.cookies.get(localeCookie.name)?.value
  const { locale, redirect } = decideLocale({
    pathname,
    cookie,
    acceptLanguage: request.headers.get('accept-language'),
    userAgent: request.headers.get('user-agent'),
  })
  if (!redirect || addressLocale(pathname)) return routeByPrefix(request)
  // The page in the visitor's language may have another address (a post's slug of its own) or
  // none (the English blog has fewer pages; a page not published in English): the address's own
  // page knows, through the cached getters (src/app/(frontend)/[locale]/for/[reader]), and sends
  // the visitor there, or answers with what there is to read.
  const response = routeByPrefix(withPathname(request, `/for/${locale}${pathname === '/' ? '' : pathname}`))
  // A cookie naming no language of the site is replaced (as next-intl did).
  if (cookie !== undefined && cookie !== locale)
    response.cookies.set(localeCookie.name, locale, { path: '/', maxAge: localeCookie.maxAge, sameSite: 'lax' })
  return response
}

/** The request as it would be at another address (headers and cookies kept). */
function withPathname(request: NextRequest, pathname: string): NextRequest {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return new NextRequest(url, { headers: request.headers, method: request.method })
}

/**
 * next-intl rewrites an unprefixed address to its decoded form (`decodeURI`), so an escaped
 * percent sign reached Next's router bare: `/blog/%25E0` became `/uk/blog/%E0`, whose segment
 * Next could not decode, and every page address holding `%25` answered 500. No address of the
 * site holds a percent sign; such a one is rewritten with its escapes as they came (and so
 * reaches the 404 it is), without a language redirect.
 */
function keepEscapedPercent(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl
  if (!/%25/i.test(pathname)) return null
  if (isLocale(pathname.split('/')[1])) return NextResponse.next()
  return NextResponse.rewrite(new URL(`/${defaultLocale}${pathname}${search}`, request.url))
}

export const config = {
  matcher: [
    // The public site: never the admin, the API, Next's own files or anything with a dot (files).
    '/((?!api|admin|_next|_vercel|.*\\..*).*)',
    // The spec's admin addresses (src/admin/specAddresses.ts), redirected to Payload's routes.
    '/admin/:segment(posts|reviews|vacancies|contact-forms)/:rest*',
  ],
}

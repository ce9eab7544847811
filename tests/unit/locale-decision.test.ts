import type { IncomingMessage } from 'node:http'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { acceptLanguageLocale, addressLocale, decideLocale, isBot } from '@/i18n/localeDecision'
import type { Locale } from '@/i18n/locales'
import { localeDecision } from '@/server/front/pageKey'
import proxy from '@/proxy'

/**
 * SPEC §9, ISSUE 6: the language of a request is decided once (src/i18n/localeDecision.ts),
 * and Next's proxy and the page cache in front of Next act on that one decision: the proxy
 * redirects exactly where the page cache declines to answer from the cache.
 */
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Case = {
  name: string
  pathname: string
  cookie?: string
  acceptLanguage?: string
  userAgent?: string
  locale: Locale
  /** Where the proxy sends the visitor, or null when the address is served as it is. */
  redirectTo: string | null
}

const cases: Case[] = [
  {
    name: 'a Ukrainian browser at an unprefixed address',
    pathname: '/about-us',
    acceptLanguage: 'uk-UA,uk;q=0.9',
    locale: 'uk',
    redirectTo: null,
  },
  { name: 'a browser without Accept-Language', pathname: '/about-us', locale: 'uk', redirectTo: null },
  {
    name: 'an English browser at the home page',
    pathname: '/',
    acceptLanguage: 'en-GB,en;q=0.9',
    locale: 'en',
    redirectTo: '/en',
  },
  {
    name: 'an English browser at an unprefixed address',
    pathname: '/devices',
    acceptLanguage: 'en-US',
    locale: 'en',
    redirectTo: '/en/devices',
  },
  {
    name: 'a browser ranking English above Ukrainian',
    pathname: '/devices',
    acceptLanguage: 'de;q=1, uk;q=0.4, en;q=0.6',
    locale: 'en',
    redirectTo: '/en/devices',
  },
  {
    name: 'a browser asking only for languages the site lacks',
    pathname: '/devices',
    acceptLanguage: 'de-DE,fr;q=0.8',
    locale: 'uk',
    redirectTo: null,
  },
  {
    name: 'a Ukrainian cookie over an English browser',
    pathname: '/devices',
    cookie: 'uk',
    acceptLanguage: 'en-US',
    locale: 'uk',
    redirectTo: null,
  },
  {
    name: 'an English cookie over a Ukrainian browser',
    pathname: '/devices',
    cookie: 'en',
    acceptLanguage: 'uk-UA',
    locale: 'en',
    redirectTo: '/en/devices',
  },
  {
    name: 'a cookie naming no language of the site: the browser decides',
    pathname: '/devices',
    cookie: 'fr',
    acceptLanguage: 'en-US',
    locale: 'en',
    redirectTo: '/en/devices',
  },
  {
    name: 'a crawler with an English Accept-Language',
    pathname: '/devices',
    acceptLanguage: 'en-US',
    userAgent: googlebot,
    locale: 'uk',
    redirectTo: null,
  },
  {
    name: 'a crawler with an English cookie',
    pathname: '/',
    cookie: 'en',
    userAgent: googlebot,
    locale: 'uk',
    redirectTo: null,
  },
  {
    name: 'an English address for a Ukrainian visitor',
    pathname: '/en/devices',
    cookie: 'uk',
    acceptLanguage: 'uk-UA',
    locale: 'en',
    redirectTo: null,
  },
  { name: 'an English address for a crawler', pathname: '/en', userAgent: googlebot, locale: 'en', redirectTo: null },
  {
    name: 'a /uk/ address: the unprefixed one',
    pathname: '/uk/devices',
    acceptLanguage: 'uk-UA',
    locale: 'uk',
    redirectTo: '/devices',
  },
  {
    name: 'a /EN/ address: the lower-case one',
    pathname: '/EN/devices',
    acceptLanguage: 'uk-UA',
    locale: 'en',
    redirectTo: '/en/devices',
  },
]

function proxyRequest(item: Pick<Case, 'pathname' | 'cookie' | 'acceptLanguage' | 'userAgent'>): NextRequest {
  const headers = new Headers({ 'user-agent': item.userAgent ?? chrome })
  if (item.cookie) headers.set('cookie', `NEXT_LOCALE=${item.cookie}`)
  if (item.acceptLanguage) headers.set('accept-language', item.acceptLanguage)
  return new NextRequest(new URL(item.pathname, 'http://site.test'), { headers })
}

function nodeRequest(item: Case): IncomingMessage {
  const headers: IncomingMessage['headers'] = { 'user-agent': item.userAgent ?? chrome }
  if (item.cookie) headers.cookie = `NEXT_LOCALE=${item.cookie}`
  if (item.acceptLanguage) headers['accept-language'] = item.acceptLanguage
  return { headers } as IncomingMessage
}

describe('the language of a request: one decision for the proxy and the page cache', () => {
  it.each(cases)('$name', async (item) => {
    const decision = decideLocale({
      pathname: item.pathname,
      cookie: item.cookie,
      acceptLanguage: item.acceptLanguage,
      userAgent: item.userAgent ?? chrome,
    })
    expect(decision).toEqual({ locale: item.locale, redirect: item.redirectTo !== null })

    const answer = await proxy(proxyRequest(item))
    const location = answer.headers.get('location')
    const rewrite = answer.headers.get('x-middleware-rewrite')
    if (item.redirectTo && !addressLocale(item.pathname)) {
      // An unprefixed address: the page of that address for this reader sends them to its
      // counterpart in their language (src/app/(frontend)/[locale]/for/[reader]), which may not be
      // the same path (tests/e2e/first-visit-language.spec.ts follows it in a browser).
      expect(location).toBeNull()
      expect(new URL(rewrite ?? '').pathname).toBe(
        `/uk/for/${item.locale}${item.pathname === '/' ? '' : item.pathname}`,
      )
    } else if (item.redirectTo) {
      expect(new URL(location ?? '').pathname).toBe(item.redirectTo)
      expect(answer.status).toBe(307)
    } else {
      expect(location).toBeNull()
      // Served as it is, from the decided language's tree.
      expect((rewrite ? new URL(rewrite).pathname : item.pathname).split('/')[1]).toBe(item.locale)
    }

    const front = localeDecision(nodeRequest(item), item.pathname)
    expect(front.cacheable).toBe(item.redirectTo === null)
  })

  it('the page cache remembers the language of the page it answers, as the proxy does', () => {
    expect(localeDecision(nodeRequest({ ...cases[0]!, cookie: undefined }), '/about-us').setCookie).toBe(
      'NEXT_LOCALE=uk; Path=/; Max-Age=31536000; SameSite=lax',
    )
    expect(localeDecision(nodeRequest({ ...cases[11]! }), '/en/devices').setCookie).toBe(
      'NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax',
    )
    expect(localeDecision(nodeRequest({ ...cases[6]! }), '/devices').setCookie).toBeUndefined()
  })

  it('an English reader at a Ukrainian post address is answered by the post’s page for that reader, which knows its counterpart', async () => {
    const answer = await proxy(proxyRequest({ pathname: '/blog/%D0%BF%D0%BE%D1%81%D1%82', acceptLanguage: 'en-US' }))
    expect(answer.headers.get('location')).toBeNull()
    expect(new URL(answer.headers.get('x-middleware-rewrite') ?? '').pathname).toBe(
      '/uk/for/en/blog/%D0%BF%D0%BE%D1%81%D1%82',
    )
    // A Ukrainian reader and a crawler get the post itself.
    for (const item of [{ acceptLanguage: 'uk' }, { acceptLanguage: 'en-US', userAgent: googlebot }]) {
      const plain = await proxy(proxyRequest({ pathname: '/blog/post', ...item }))
      expect(new URL(plain.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/uk/blog/post')
    }
  })
})

describe('Accept-Language', () => {
  it('is negotiated to the best language of the site, else Ukrainian', () => {
    expect(acceptLanguageLocale('en-GB,en;q=0.9')).toBe('en')
    expect(acceptLanguageLocale('uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('uk')
    expect(acceptLanguageLocale('en;q=0, uk;q=0.1')).toBe('uk')
    expect(acceptLanguageLocale('*')).toBe('uk')
    expect(acceptLanguageLocale('no language at all, ;;;')).toBe('uk')
    expect(acceptLanguageLocale('')).toBe('uk')
  })
})

describe('crawlers', () => {
  it('are search engines, link previews and AI assistants fetching a page', () => {
    for (const userAgent of [
      googlebot,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'WhatsApp/2.23.20.0 A',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
      'ChatGPT-User/1.0',
    ]) {
      expect(isBot(userAgent), userAgent).toBe(true)
    }
  })

  it('are not people: a Cubot phone, Pinterest’s in-app browser, a desktop browser', () => {
    for (const userAgent of [
      'Mozilla/5.0 (Linux; Android 10; Cubot KingKong 5 Pro Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [Pinterest/Android]',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
      chrome,
    ]) {
      expect(isBot(userAgent), userAgent).toBe(false)
    }
    expect(isBot(undefined)).toBe(false)
  })
})

import type { IncomingMessage, ServerResponse } from 'node:http'

import { addressLocale } from '@/i18n/localeDecision'
import { defaultLocale } from '@/i18n/locales'
import { positive } from '@/lib/env'

/**
 * A page rendered now is answered within PAGE_DEADLINE_MS (default 9000) whatever it waits on
 * (a database that stopped answering: issue 26): past it, a 503 in the address's language with
 * Retry-After, and the render's own answer, when it ends, is dropped (a good page still fills
 * the page cache). Pages in the page cache never wait on anything and keep answering.
 */
export function pageDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  return positive(env.PAGE_DEADLINE_MS, 9000)
}

const words = {
  uk: {
    title: 'Сайт тимчасово недоступний',
    text: 'Ми вже працюємо над цим. Оновіть сторінку за хвилину.',
    home: 'На головну',
    homePath: '/',
  },
  en: {
    title: 'The site is temporarily unavailable',
    text: 'We are already working on it. Please reload the page in a minute.',
    home: 'Home page',
    homePath: '/en',
  },
} as const

/** The site's own page for a render that missed its deadline: whole HTML, no script, no style file. */
export function unavailablePage(pathname: string): { status: number; headers: Record<string, string>; body: Buffer } {
  const locale = addressLocale(pathname) ?? defaultLocale
  const text = words[locale === 'en' ? 'en' : 'uk']
  const body = Buffer.from(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text.title}</title></head>` +
      `<body><main><h1>${text.title}</h1><p>${text.text}</p><p><a href="${text.homePath}">${text.home}</a></p></main></body></html>\n`,
  )
  return {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
      'retry-after': '30',
      'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
    body,
  }
}

/** Races `render` against the deadline; the first to answer `res` wins, the other writes nothing. */
export async function withPageDeadline(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  render: () => Promise<void>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const missed = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      if (!res.headersSent) {
        const page = unavailablePage(pathname)
        res.writeHead(page.status, page.headers)
        res.end(req.method === 'HEAD' ? undefined : page.body)
      }
      resolve()
    }, pageDeadlineMs())
  })
  try {
    await Promise.race([render(), missed])
  } finally {
    clearTimeout(timer)
  }
}

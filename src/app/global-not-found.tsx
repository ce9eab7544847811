import type { Metadata } from 'next'

import { defaultLocale } from '@/i18n/locales'
import './(frontend)/globals.css'

export const metadata: Metadata = { title: 'Ooops! 404', robots: { index: false } }

/** Unknown addresses outside the locale tree (several root layouts): the Ukrainian 404. */
export default function GlobalNotFound() {
  return (
    <html lang={defaultLocale}>
      <body>
        <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-6 py-24 text-center">
          <h1 className="text-5xl font-bold">Ooops!</h1>
          <p className="text-xl font-semibold">Сторінку не знайдено</p>
          <p>Тут лише цифровий пил. Повертайтеся на головну — усе найцікавіше там.</p>
          {/* A plain link: the site's pages have another root layout, so Next would load the whole page anyway. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="rounded-full bg-emerald-700 px-6 py-3 font-semibold text-white">
            На головну
          </a>
        </main>
      </body>
    </html>
  )
}

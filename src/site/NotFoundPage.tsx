import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ArrowRightIcon } from '@/components/Icons/Icons'
import { PageFrame } from '@/site/PageFrame'
import { localizedPath, type Locale } from '@/i18n/locales'
import { notFoundAddresses } from '@/lib/seo/addresses'

/** SPEC §2 "Ooops!" page: title, subtitle, text and a button to the home page of the same language. */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <PageFrame locale={locale} addresses={notFoundAddresses}>
      <section className="relative isolate overflow-hidden" data-testid="not-found">
        {/* Decorative backdrop drawn by CSS (a pseudo-element), so it is not text for anyone. */}
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-10 -z-10 flex justify-center text-[clamp(8rem,34vw,22rem)] font-extrabold leading-none tracking-tighter text-primary/[0.07] before:content-['404']"
        />
        <div className="container-page flex min-h-[70vh] max-w-2xl flex-col items-center justify-center gap-5 py-24 text-center">
          <h1 className="text-6xl font-extrabold tracking-tight md:text-7xl">{t('title')}</h1>
          <p className="text-2xl font-bold text-primary">{t('subtitle')}</p>
          <p className="text-lg text-muted">{t('text')}</p>
          <a
            href={localizedPath(locale, '/')}
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-primary px-7 py-3.5 font-semibold text-on-primary shadow-lg shadow-primary/25 hover:bg-primary-strong"
          >
            {t('home')}
            <ArrowRightIcon className="size-4" />
          </a>
        </div>
      </section>
    </PageFrame>
  )
}

/** Its title and robots rule: "Ooops! Page not found", never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: `${t('title')} ${t('subtitle')}`, robots: { index: false } }
}

import type { ReactNode } from 'react'

import { Header } from '@/globals/Header/Component'
import type { Locale } from '@/i18n/locales'
import type { PageAddresses } from '@/lib/seo/addresses'

/**
 * The header and the main landmark of a public page. Each page renders it (the layout keeps the
 * document, the footer and the site-wide parts) because only the page knows its address in the
 * other language, which the header's language switcher links to.
 */
export function PageFrame({
  locale,
  addresses,
  children,
}: {
  locale: Locale
  addresses: PageAddresses
  children: ReactNode
}) {
  return (
    <>
      <Header locale={locale} addresses={addresses} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
    </>
  )
}

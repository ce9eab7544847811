import { getTranslations } from 'next-intl/server'

import { localizedPath, type Locale } from '@/i18n/locales'
import { getGlobal } from '@/lib/data/index'
import { languageTargets, type PageAddresses } from '@/lib/seo/addresses'
import { Logo } from './Logo'
import { HeaderNav } from './Nav.client'
import type { NavItem } from './types'

/**
 * SPEC §2 header: a fixed top bar, the logo to home, the menu, the switcher and the contact
 * button. Rendered by each page (src/site/PageFrame.tsx), which knows where it lives in the
 * other language: the switcher's links are right in the HTML, before any script runs.
 */
export async function Header({ locale, addresses }: { locale: Locale; addresses: PageAddresses }) {
  const [header, settings, t] = await Promise.all([
    getGlobal('header', locale),
    getGlobal('site-settings', locale),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  // Entries restricted to some languages (Careers: uk only) are left out of the others.
  const items: NavItem[] = (header.nav ?? [])
    .filter((item) => !item.locales?.length || item.locales.includes(locale))
    .map((item) => ({
      label: item.label,
      href: item.href,
      children: (item.children ?? []).map((child) => ({
        label: child.label,
        description: child.description ?? null,
        href: child.href,
      })),
    }))
  const siteName = settings.siteName || t('home')
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/70 bg-bg/85 backdrop-blur-md supports-[backdrop-filter]:bg-bg/75">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a
          href={localizedPath(locale, '/')}
          aria-label={t('logo', { name: siteName })}
          className="flex shrink-0 items-center gap-2.5 rounded-lg"
        >
          <Logo name={siteName} />
        </a>
        <HeaderNav
          items={items}
          locale={locale}
          languages={languageTargets(addresses, locale)}
          contactLabel={header.contactLabel || t('contactUs')}
        />
      </div>
    </header>
  )
}

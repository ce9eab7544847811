'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'

import { localeCookie, type Locale } from '@/i18n/locales'
import type { LanguageTarget } from '@/lib/seo/addresses'

export type SwitchLanguage = (event: MouseEvent<HTMLAnchorElement>, target: LanguageTarget) => void

/** Choosing a language writes the cookie first, closes the menus and opens the page in place (SPEC §2, §4). */
export function useSwitchLanguage(close: () => void): SwitchLanguage {
  const router = useRouter()
  return (event, target) => {
    rememberLocale(target.locale)
    close()
    if (event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    router.push(`${target.href}${window.location.search}${window.location.hash}`)
  }
}

/** SPEC §4: the chosen language is kept in a cookie for 365 days. */
function rememberLocale(locale: Locale): void {
  document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAge}; samesite=lax`
}

/** The language switcher's list: the desktop dropdown and the phone menu differ only in their look. */
export function LanguageLinks({
  languages,
  onSwitch,
  listClassName,
  linkClassName,
}: {
  languages: LanguageTarget[]
  onSwitch: SwitchLanguage
  listClassName: string
  linkClassName: string
}) {
  return (
    <ul className={listClassName}>
      {languages.map((language) => (
        <li key={language.locale}>
          <a
            href={language.href}
            hrefLang={language.locale}
            lang={language.locale}
            aria-current={language.current ? 'true' : undefined}
            onClick={(event) => onSwitch(event, language)}
            className={linkClassName}
          >
            {language.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

'use client'

import { usePathname } from 'next/navigation'
import { useUiStrings } from '@/components/UiStrings/context.client'
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'

import { OpenContactButton } from '@/components/ContactPanel/OpenContactButton.client'
import { ChevronDownIcon, GlobeIcon, MenuIcon } from '@/components/Icons/Icons'
import { ThemeToggle } from '@/components/Theme/ThemeToggle.client'
import { hrefFor, splitLocalePath, type Locale } from '@/i18n/locales'
import type { LanguageTarget } from '@/lib/seo/addresses'
import { LanguageLinks, useSwitchLanguage } from './LanguageLinks.client'
import type { NavItem } from './types'

// The phone menu's code is fetched when the menu button is touched, hovered or focused, so
// it is there by the time the tap completes; desktop visitors never fetch it.
const loadMobileMenu = () => import('./MobileMenu.client')
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })))

/** Path part of a CMS address, to mark the current section. */
const pathOf = (href: string) => href.split(/[?#]/)[0] || '/'

/**
 * Header navigation (SPEC §2): desktop dropdowns open on hover and on keyboard focus, one at a
 * time; the mobile slide-in menu has expandable submenus; choosing anything or Escape closes.
 */
export function HeaderNav({
  items,
  locale,
  languages,
  contactLabel,
}: {
  items: NavItem[]
  locale: Locale
  languages: LanguageTarget[]
  contactLabel: string
}) {
  const t = useUiStrings('nav')
  const pathname = usePathname()
  const [open, setOpen] = useState<number | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const closeAll = useCallback(() => {
    setOpen(null)
    setMobileOpen(false)
  }, [])
  const switchLanguage = useSwitchLanguage(closeAll)
  const currentPath = splitLocalePath(pathname).path

  // eslint-disable-next-line react-hooks/set-state-in-effect -- a new address closes the open menus
  useEffect(closeAll, [pathname, closeAll])
  // Escape closes the open dropdown; focus inside it goes back to its entry without reopening it.
  const openRef = useRef(open)
  useEffect(() => {
    openRef.current = open
  }, [open])
  const suppressFocusOpen = useRef(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openRef.current === null) return
      const entry = document.querySelector<HTMLElement>(`[data-nav-index="${openRef.current}"]`)
      const focusInside = Boolean(entry?.closest('li')?.contains(document.activeElement))
      setOpen(null)
      if (focusInside && entry) {
        suppressFocusOpen.current = true
        entry.focus()
        suppressFocusOpen.current = false
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const langIndex = items.length
  const itemProps = (index: number) => ({
    onMouseEnter: () => setOpen(index),
    onMouseLeave: () => setOpen((current) => (current === index ? null : current)),
    onFocus: () => {
      if (!suppressFocusOpen.current) setOpen(index)
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        setOpen((current) => (current === index ? null : current))
    },
  })
  // Without scripts (the noscript variant: `@media (scripting: none)`) a dropdown opens on hover and
  // on keyboard focus by CSS alone, so its links, the language switcher's included, are reachable.
  const dropdown = (index: number) =>
    `absolute left-1/2 top-full z-50 -translate-x-1/2 pt-3 transition ${open === index ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-1 opacity-0 noscript:group-focus-within:visible noscript:group-focus-within:translate-y-0 noscript:group-focus-within:opacity-100 noscript:group-hover:visible noscript:group-hover:translate-y-0 noscript:group-hover:opacity-100'}`
  const currentLanguage = languages.find((language) => language.current)

  return (
    <>
      <nav aria-label={t('mainNav')} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {items.map((item, index) => {
            const active =
              currentPath === pathOf(item.href) ||
              (pathOf(item.href) !== '/' && currentPath.startsWith(`${pathOf(item.href)}/`))
            return (
              <li
                key={`${item.href}-${index}`}
                className="group relative"
                {...itemProps(index)}
                data-open={open === index}
              >
                <div className="flex items-center">
                  <a
                    href={hrefFor(locale, item.href)}
                    onClick={closeAll}
                    data-nav-index={index}
                    aria-current={active ? 'page' : undefined}
                    className={`rounded-full px-3 py-2 text-[15px] font-semibold hover:text-primary aria-[current=page]:text-primary ${item.children.length ? 'pr-1' : ''}`}
                  >
                    {item.label}
                  </a>
                  {item.children.length ? (
                    <button
                      type="button"
                      aria-expanded={open === index}
                      aria-controls={`nav-sub-${index}`}
                      aria-label={t('toggleSubmenu', { label: item.label })}
                      onClick={(event) => setOpen(event.detail === 0 && open === index ? null : index)}
                      className="rounded-full p-1 text-muted hover:text-primary"
                    >
                      <ChevronDownIcon
                        className={`size-4 transition-transform ${open === index ? 'rotate-180' : ''}`}
                      />
                    </button>
                  ) : null}
                </div>
                {item.children.length ? (
                  <div id={`nav-sub-${index}`} className={dropdown(index)}>
                    <ul className="w-80 rounded-2xl border border-line bg-bg p-2 shadow-xl shadow-black/10">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a
                            href={hrefFor(locale, child.href)}
                            onClick={closeAll}
                            className="block rounded-xl px-4 py-3 hover:bg-surface focus-visible:bg-surface"
                          >
                            <span className="block font-semibold">{child.label}</span>
                            {child.description ? (
                              <span className="mt-0.5 block text-sm text-muted">{child.description}</span>
                            ) : null}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            )
          })}
          <li className="group relative" {...itemProps(langIndex)} data-open={open === langIndex}>
            <button
              type="button"
              data-nav-index={langIndex}
              data-testid="language-switcher"
              aria-expanded={open === langIndex}
              aria-controls="nav-languages"
              aria-label={t('languageCurrent', { label: currentLanguage?.label ?? '' })}
              onClick={(event) => setOpen(event.detail === 0 && open === langIndex ? null : langIndex)}
              className="flex items-center gap-1.5 rounded-full px-3 py-2 text-[15px] font-semibold uppercase hover:text-primary"
            >
              <GlobeIcon className="size-4" />
              {locale}
              <ChevronDownIcon className={`size-4 transition-transform ${open === langIndex ? 'rotate-180' : ''}`} />
            </button>
            <div id="nav-languages" className={dropdown(langIndex)}>
              <LanguageLinks
                languages={languages}
                onSwitch={switchLanguage}
                listClassName="w-48 rounded-2xl border border-line bg-bg p-2 shadow-xl shadow-black/10"
                linkClassName="block rounded-xl px-4 py-2.5 font-semibold hover:bg-surface aria-[current=true]:text-primary"
              />
            </div>
          </li>
        </ul>
      </nav>
      <div className="flex items-center gap-1 sm:gap-2">
        <ThemeToggle />
        <OpenContactButton
          testId="header-contact"
          className="hidden rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary shadow-md shadow-primary/20 hover:bg-primary-strong sm:inline-flex"
        >
          {contactLabel}
        </OpenContactButton>
        <button
          type="button"
          onClick={() => setMobileOpen(true)}
          onPointerDown={loadMobileMenu}
          onFocus={loadMobileMenu}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={t('openMenu')}
          data-testid="mobile-menu-button"
          className="rounded-full p-2 hover:bg-surface lg:hidden"
        >
          <MenuIcon className="size-6" />
        </button>
      </div>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            items={items}
            locale={locale}
            languages={languages}
            contactLabel={contactLabel}
            onClose={closeAll}
            onSwitchLanguage={switchLanguage}
          />
        </Suspense>
      ) : null}
    </>
  )
}

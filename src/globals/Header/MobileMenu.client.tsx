'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { OpenContactButton } from '@/components/ContactPanel/OpenContactButton.client'
import { ChevronDownIcon, CloseIcon } from '@/components/Icons/Icons'
import { hrefFor, type Locale } from '@/i18n/locales'
import type { NavItem } from './types'
import { LanguageLinks, type SwitchLanguage } from './LanguageLinks.client'
import type { LanguageTarget } from '@/lib/seo/addresses'

/** The mobile slide-in menu: a modal dialog with expandable submenus; Escape or any choice closes it. */
export function MobileMenu({
  items,
  locale,
  languages,
  contactLabel,
  onClose,
  onSwitchLanguage,
}: {
  items: NavItem[]
  locale: Locale
  languages: LanguageTarget[]
  contactLabel: string
  onClose: () => void
  onSwitchLanguage: SwitchLanguage
}) {
  const t = useUiStrings('nav')
  const [expanded, setExpanded] = useState<number | null>(null)
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    dialog.current?.querySelector<HTMLElement>('button')?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      if (event.key !== 'Tab' || !dialog.current) return
      // Keep keyboard focus inside the open menu.
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKey)
      opener?.focus({ preventScroll: true })
    }
  }, [onClose])

  // Into <body>: the header's backdrop-filter makes it the box of any fixed element inside it,
  // which clipped the whole menu to the header's 64 px.
  return createPortal(
    <div className="fixed inset-0 z-[55] lg:hidden">
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('mainNav')}
        data-testid="mobile-menu"
        className="menu-slide-in absolute inset-y-0 right-0 flex w-full max-w-sm flex-col overflow-y-auto bg-bg shadow-2xl"
      >
        <div className="flex h-16 shrink-0 items-center justify-end border-b border-line px-4">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('closeMenu')}
            className="rounded-full p-2 hover:bg-surface"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label={t('mainNav')} className="flex-1 px-4 py-4">
          <ul className="space-y-1">
            {items.map((item, index) => (
              <li key={`${item.href}-${index}`}>
                <div className="flex items-center justify-between">
                  <a
                    href={hrefFor(locale, item.href)}
                    onClick={onClose}
                    className="flex-1 rounded-xl px-3 py-3 text-lg font-semibold hover:bg-surface"
                  >
                    {item.label}
                  </a>
                  {item.children.length ? (
                    <button
                      type="button"
                      aria-expanded={expanded === index}
                      aria-controls={`mobile-sub-${index}`}
                      aria-label={t('toggleSubmenu', { label: item.label })}
                      onClick={() => setExpanded(expanded === index ? null : index)}
                      className="rounded-full p-3 hover:bg-surface"
                    >
                      <ChevronDownIcon
                        className={`size-5 transition-transform ${expanded === index ? 'rotate-180' : ''}`}
                      />
                    </button>
                  ) : null}
                </div>
                {item.children.length && expanded === index ? (
                  <ul id={`mobile-sub-${index}`} className="mb-2 ml-3 border-l-2 border-primary/40 pl-3">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a
                          href={hrefFor(locale, child.href)}
                          onClick={onClose}
                          className="block rounded-lg px-3 py-2.5 text-muted hover:bg-surface hover:text-fg"
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-6 px-3 text-sm font-semibold uppercase tracking-wider text-muted">{t('language')}</p>
          <LanguageLinks
            languages={languages}
            onSwitch={onSwitchLanguage}
            listClassName="mt-2 flex gap-2 px-3"
            linkClassName="block rounded-full border border-line px-4 py-2 font-semibold aria-[current=true]:border-primary aria-[current=true]:text-primary"
          />
        </nav>
        <div className="border-t border-line p-4" onClick={onClose}>
          <OpenContactButton className="w-full rounded-full bg-primary px-5 py-3 font-semibold text-on-primary">
            {contactLabel}
          </OpenContactButton>
        </div>
      </div>
    </div>,
    document.body,
  )
}

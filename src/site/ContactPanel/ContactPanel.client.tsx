'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'
import { useEffect, useRef } from 'react'

import { CloseIcon } from '@/components/Icons/Icons'
import { ContactForm, type DepartmentOption } from '@/features/contact/ContactForm.client'
import { useContactPanel } from '@/components/ContactPanel/context.client'

/**
 * SPEC §2/§4 contact panel: slides up at the bottom right, at most 560 px wide. The selector
 * is hidden when a link opened it with a preset department; closing resets both.
 */
export default function ContactPanel({ departments }: { departments: DepartmentOption[] }) {
  const t = useUiStrings('contact')
  const { isOpen, depart, disabledSelect, close } = useContactPanel()
  const panel = useRef<HTMLDivElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    if (!isOpen) return
    opener.current = document.activeElement
    panel.current
      ?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')
      ?.focus({ preventScroll: true })
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (opener.current instanceof HTMLElement) opener.current.focus({ preventScroll: true })
    }
  }, [isOpen, close])

  if (!isOpen) return null
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="contact-panel-title"
      data-testid="contact-panel"
      data-depart={depart}
      data-locked={disabledSelect}
      className="contact-panel fixed inset-x-0 bottom-0 z-[60] max-h-[calc(100dvh-4.5rem)] overflow-y-auto rounded-t-3xl border border-line bg-bg p-5 shadow-2xl shadow-black/30 sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[calc(100vw-2rem)] sm:max-w-[560px] sm:rounded-3xl sm:p-7"
    >
      <div className="mb-5 flex items-start justify-between gap-4">
        <div>
          <h2 id="contact-panel-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={t('close')}
          className="-mr-1 -mt-1 rounded-full p-2 text-muted hover:bg-surface hover:text-fg"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <ContactForm
        key={`${depart}:${disabledSelect}`}
        formId="contact-panel"
        departments={departments}
        depart={depart}
        lockDepart={disabledSelect}
      />
    </div>
  )
}

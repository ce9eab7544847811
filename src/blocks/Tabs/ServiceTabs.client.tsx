'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

type TabItem = { key: string; label: string }

/** ?tab= value → index; an unknown or missing value falls back to the first tab. */
export function tabIndexFor(tabs: TabItem[], value: string | null): number {
  const index = tabs.findIndex((tab) => tab.key === value)
  return index === -1 ? 0 : index
}

/**
 * WAI-ARIA tabs; choosing one writes `?tab=` into the address without a reload. The server
 * renders the first tab (one cached page for every ?tab=) and React takes that markup over as
 * it is; the address's ?tab= is applied right after, and again whenever a navigation brings
 * the page new content (a menu link to another tab, Back). Reading the query with
 * useSearchParams instead would make Next send the tabs as a placeholder and draw them all
 * again in the browser (114 elements on /services).
 */
export function ServiceTabs({ tabs, panels }: { tabs: TabItem[]; panels: ReactNode[] }) {
  const t = useUiStrings('tabs')
  const [queryIndex, setQueryIndex] = useState(0)
  useEffect(
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the URL after hydration, so the server's HTML and the first client render agree
    () => setQueryIndex(tabIndexFor(tabs, new URLSearchParams(window.location.search).get('tab'))),
    [tabs, panels],
  )
  const id = useId()
  const [chosen, setChosen] = useState<{ index: number; from: number } | null>(null)
  // A new ?tab= (menu link, back button) wins over an earlier click.
  const active = chosen && chosen.from === queryIndex ? chosen.index : queryIndex
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number, focus = false) => {
    const tab = tabs[index]
    if (!tab) return
    setChosen({ index, from: queryIndex })
    const url = new URL(window.location.href)
    url.searchParams.set('tab', tab.key)
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    if (focus) buttons.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <div data-testid="service-tabs" data-active={tabs[active]?.key}>
      <div
        role="tablist"
        aria-label={t('label')}
        className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 md:mx-0 md:flex-wrap md:px-0"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === active ? 0 : -1}
            data-tab={tab.key}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="shrink-0 rounded-full border border-line px-5 py-2.5 font-semibold whitespace-nowrap hover:border-primary hover:text-primary aria-selected:border-primary aria-selected:bg-primary aria-selected:text-on-primary"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== active}
          tabIndex={0}
          className="mt-8 rounded-3xl border border-line bg-surface p-6 md:p-10"
        >
          {panels[index]}
        </div>
      ))}
    </div>
  )
}

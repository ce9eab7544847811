'use client'

import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import type { ClientNamespace, ClientStrings } from './namespaces'

/**
 * The interface strings client components need, handed down by the layout from the same
 * next-intl message files. A plain context instead of next-intl's client provider keeps its
 * message formatter out of every page's JavaScript: client strings only use `{name}` values.
 */

const UiContext = createContext<{ locale: Locale; strings: ClientStrings } | null>(null)

export function UiStringsProvider({
  locale,
  strings,
  children,
}: {
  locale: Locale
  strings: ClientStrings
  children: ReactNode
}) {
  const value = useMemo(() => ({ locale, strings }), [locale, strings])
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>
}

function useUiContext() {
  const value = useContext(UiContext)
  if (!value) throw new Error('UI strings used outside UiStringsProvider')
  return value
}

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

export function useUiStrings<N extends ClientNamespace>(namespace: N) {
  const { strings } = useUiContext()
  const table = strings[namespace] as Record<string, unknown>
  return useCallback(
    (key: StringKeys<ClientStrings[N]>, values: Record<string, string | number> = {}) =>
      Object.entries(values).reduce(
        (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
        String(table[key] ?? key),
      ),
    [table],
  )
}

export function useUiLocale(): Locale {
  return useUiContext().locale
}

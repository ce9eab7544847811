'use client'

import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react'

import type { Locale } from '@/i18n/locales'

/**
 * Locale-less addresses of the current page in each language, when they differ from "the same
 * path" (a post has its own slug per language). The language switcher reads them.
 */
export type Alternates = Partial<Record<Locale, string>>

const AlternatesContext = createContext<[Alternates | null, Dispatch<SetStateAction<Alternates | null>>] | null>(null)

export function AlternatesProvider({ children }: { children: ReactNode }) {
  const state = useState<Alternates | null>(null)
  return <AlternatesContext.Provider value={state}>{children}</AlternatesContext.Provider>
}

export function useAlternates(): Alternates | null {
  return useContext(AlternatesContext)?.[0] ?? null
}

/** Rendered by a page whose address differs per language; cleared when the page goes away. */
export function SetAlternates({ alternates }: { alternates: Alternates }) {
  const setAlternates = useContext(AlternatesContext)?.[1]
  const key = JSON.stringify(alternates)
  useEffect(() => {
    setAlternates?.(JSON.parse(key) as Alternates)
    return () => setAlternates?.(null)
  }, [key, setAlternates])
  return null
}

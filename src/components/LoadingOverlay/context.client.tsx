'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

type Loading = { show: boolean; setLoading: (show: boolean) => void }
const LoadingContext = createContext<Loading | null>(null)

/** SPEC §3 "Preloader: show": the flag behind the full-screen loading overlay. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [show, setLoading] = useState(false)
  const value = useMemo(() => ({ show, setLoading }), [show])
  return <LoadingContext.Provider value={value}>{children}</LoadingContext.Provider>
}

export function useLoading(): Loading {
  const loading = useContext(LoadingContext)
  if (!loading) throw new Error('useLoading outside LoadingProvider')
  return loading
}

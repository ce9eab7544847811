'use client'

import { createContext, useContext, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'

/**
 * SPEC §3 "Preloader: show": the flag behind the full-screen loading overlay. The flag and its
 * setter are two contexts: the forms that set it never re-render when it changes (a form whose
 * hydration is still deferred must not be reached by an update).
 */
const ShowContext = createContext(false)
const SetContext = createContext<Dispatch<SetStateAction<boolean>> | null>(null)

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [show, setLoading] = useState(false)
  return (
    <SetContext.Provider value={setLoading}>
      <ShowContext.Provider value={show}>{children}</ShowContext.Provider>
    </SetContext.Provider>
  )
}

export function useLoadingShown(): boolean {
  return useContext(ShowContext)
}

export function useSetLoading(): (show: boolean) => void {
  const setLoading = useContext(SetContext)
  if (!setLoading) throw new Error('useSetLoading outside LoadingProvider')
  return setLoading
}

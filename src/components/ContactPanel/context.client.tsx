'use client'

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

import type { DepartmentKey } from '@/fields'

/** SPEC §3 contact form state: isOpen, depart, disabledSelect. */
export type ContactPanelState = { isOpen: boolean; depart: DepartmentKey | ''; disabledSelect: boolean }

type ContactPanel = ContactPanelState & {
  /** Header button: department free. Footer links and presets: department set, selector locked. */
  open: (depart?: DepartmentKey | null) => void
  /** SPEC §4: closing resets the department and the lock. */
  close: () => void
}

const closed: ContactPanelState = { isOpen: false, depart: '', disabledSelect: false }
const ContactPanelContext = createContext<ContactPanel | null>(null)

export function ContactPanelProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ContactPanelState>(closed)
  const open = useCallback((depart?: DepartmentKey | null) => {
    setState(
      depart ? { isOpen: true, depart, disabledSelect: true } : { isOpen: true, depart: '', disabledSelect: false },
    )
  }, [])
  const close = useCallback(() => setState(closed), [])
  const value = useMemo(() => ({ ...state, open, close }), [state, open, close])
  return <ContactPanelContext.Provider value={value}>{children}</ContactPanelContext.Provider>
}

export function useContactPanel(): ContactPanel {
  const panel = useContext(ContactPanelContext)
  if (!panel) throw new Error('useContactPanel outside ContactPanelProvider')
  return panel
}

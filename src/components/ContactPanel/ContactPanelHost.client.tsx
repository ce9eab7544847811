'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import type { DepartmentOption } from './ContactForm.client'
import { useContactPanel } from './context.client'

// The form (react-hook-form, zod) is fetched on first open: no page pays for it up front.
const ContactPanel = lazy(() => import('./ContactPanel.client'))

export function ContactPanelHost({ departments }: { departments: DepartmentOption[] }) {
  const { isOpen } = useContactPanel()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (isOpen) setWanted(true)
  }, [isOpen])
  if (!wanted && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <ContactPanel departments={departments} />
    </Suspense>
  )
}

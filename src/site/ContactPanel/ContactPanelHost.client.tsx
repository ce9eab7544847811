'use client'

import { lazy, Suspense, useState } from 'react'

import type { DepartmentOption } from '@/features/contact/ContactForm.client'
import { useContactPanel } from '@/components/ContactPanel/context.client'

// The form (react-hook-form, zod) is fetched on first open: no page pays for it up front.
const ContactPanel = lazy(() => import('./ContactPanel.client'))

export function ContactPanelHost({ departments }: { departments: DepartmentOption[] }) {
  const { isOpen } = useContactPanel()
  // Once opened, the panel stays mounted (closing animates it out and keeps what was typed).
  const [wanted, setWanted] = useState(false)
  if (isOpen && !wanted) setWanted(true)
  if (!wanted && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <ContactPanel departments={departments} />
    </Suspense>
  )
}

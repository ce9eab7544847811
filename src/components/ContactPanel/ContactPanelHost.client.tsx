'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import type { DepartmentOption } from './ContactForm.client'
import { useContactPanel } from './context.client'

// The form (react-hook-form, zod) is fetched on first open: no page pays for it up front.
const ContactPanel = dynamic(() => import('./ContactPanel.client'), { ssr: false })

export function ContactPanelHost({ departments }: { departments: DepartmentOption[] }) {
  const { isOpen } = useContactPanel()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (isOpen) setWanted(true)
  }, [isOpen])
  return wanted || isOpen ? <ContactPanel departments={departments} /> : null
}

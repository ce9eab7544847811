'use client'

import type { ReactNode } from 'react'

import type { DepartmentKey } from '@/fields'
import { useContactPanel } from './context.client'

/** A button anywhere on the site that opens the contact panel, optionally with a locked department. */
export function OpenContactButton({
  department,
  className,
  children,
  testId,
}: {
  department?: DepartmentKey | null
  className?: string
  children: ReactNode
  testId?: string
}) {
  const { open } = useContactPanel()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-department={department ?? undefined}
      data-testid={testId}
      onClick={() => open(department)}
    >
      {children}
    </button>
  )
}

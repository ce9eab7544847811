'use client'

import type { ReactNode } from 'react'

import { ContactPanelProvider } from '@/components/ContactPanel/context.client'
import { LoadingProvider } from '@/components/LoadingOverlay/context.client'
import { NotificationProvider } from '@/components/Notifications/store.client'

/** The site's small client stores: contact panel, loading flag, notifications. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LoadingProvider>
      <NotificationProvider>
        <ContactPanelProvider>{children}</ContactPanelProvider>
      </NotificationProvider>
    </LoadingProvider>
  )
}

'use client'

import type { ReactNode } from 'react'

import { AlternatesProvider } from '@/components/Alternates/context.client'
import { ContactPanelProvider } from '@/components/ContactPanel/context.client'
import { LoadingProvider } from '@/components/LoadingOverlay/context.client'
import { NotificationProvider } from '@/components/Notifications/store.client'

/** The site's small client stores: contact panel, loading flag, notifications, page alternates. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LoadingProvider>
      <NotificationProvider>
        <ContactPanelProvider>
          <AlternatesProvider>{children}</AlternatesProvider>
        </ContactPanelProvider>
      </NotificationProvider>
    </LoadingProvider>
  )
}

'use client'

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

/** SPEC §3 notification; one shared store for the whole site. */
export type NotificationType = 'success' | 'error' | 'warning'
export type Notification = { show: boolean; type: NotificationType; title: string; body?: string; delay?: number }

/** SPEC §4/§9: a notification closes by itself after its delay, else after 5000 ms. */
export const defaultNotificationDelay = 5000

type Store = {
  notification: Notification
  /** SPEC §4: closing sends the updated notification to the store through this action. */
  updateNotification: (notification: Notification) => void
}
type Notify = (notification: Omit<Notification, 'show' | 'type'> & { type?: NotificationType }) => void

const hidden: Notification = { show: false, type: 'success', title: '' }
const NotificationContext = createContext<Store | null>(null)
// Those who only raise notifications (the forms) get a context that never changes, so a
// notification never re-renders them.
const NotifyContext = createContext<Notify | null>(null)

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notification, updateNotification] = useState<Notification>(hidden)
  const notify = useCallback<Notify>((next) => updateNotification({ type: 'success', ...next, show: true }), [])
  const value = useMemo(() => ({ notification, updateNotification }), [notification])
  return (
    <NotifyContext.Provider value={notify}>
      <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>
    </NotifyContext.Provider>
  )
}

export function useNotifications(): Store {
  const store = useContext(NotificationContext)
  if (!store) throw new Error('useNotifications outside NotificationProvider')
  return store
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext)
  if (!notify) throw new Error('useNotify outside NotificationProvider')
  return notify
}

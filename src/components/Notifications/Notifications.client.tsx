'use client'

import { lazy, Suspense, useEffect } from 'react'

import { defaultNotificationDelay, useNotifications } from './store.client'

// Most visits never show a notification: the card's code is fetched by the forms that may
// raise one, as they start (so a failure to send can still be told offline).
export const preloadNotificationCard = () => import('./NotificationCard.client')
const NotificationCard = lazy(preloadNotificationCard)

export function Notifications() {
  const { notification, updateNotification } = useNotifications()

  useEffect(() => {
    if (!notification.show) return
    const timer = window.setTimeout(
      () => updateNotification({ ...notification, show: false }),
      notification.delay ?? defaultNotificationDelay,
    )
    return () => window.clearTimeout(timer)
  }, [notification, updateNotification])

  // The live region stays mounted so screen readers announce a notification when it appears.
  return (
    <div
      aria-live={notification.type === 'error' ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-3 top-20 z-[70] flex justify-end sm:left-auto sm:right-6"
    >
      {notification.show ? (
        <Suspense fallback={null}>
          <NotificationCard
            notification={notification}
            onClose={() => updateNotification({ ...notification, show: false })}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'

import { CheckIcon, CloseIcon, ErrorIcon, WarningIcon } from '@/components/Icons/Icons'
import type { Notification } from './store.client'

const styles = {
  success: { icon: CheckIcon, tone: 'text-primary' },
  error: { icon: ErrorIcon, tone: 'text-danger' },
  warning: { icon: WarningIcon, tone: 'text-amber-700 dark:text-amber-400' },
} as const

/** SPEC §3 notification: its type's icon, title, optional body and a close button. */
export default function NotificationCard({
  notification,
  onClose,
}: {
  notification: Notification
  onClose: () => void
}) {
  const t = useUiStrings('notification')
  const { icon: Icon, tone } = styles[notification.type]
  return (
    <div
      role={notification.type === 'error' ? 'alert' : 'status'}
      data-testid="notification"
      data-type={notification.type}
      className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border border-line bg-bg p-4 shadow-xl"
    >
      <Icon className={`mt-0.5 size-6 shrink-0 ${tone}`} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{notification.title}</p>
        {notification.body ? <p className="mt-1 text-sm text-muted">{notification.body}</p> : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 rounded-lg p-1 text-muted hover:bg-surface hover:text-fg"
        aria-label={t('close')}
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  )
}

'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'

/** SPEC §2: semi-transparent grey, a spinner and a hidden "Loading...". */
export default function LoadingOverlayView() {
  const t = useUiStrings('loading')
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      className="fixed inset-0 z-[80] flex items-center justify-center bg-gray-500/60 backdrop-blur-[1px]"
    >
      <span className="spinner block size-14 rounded-full border-4 border-white/40 border-t-white" aria-hidden="true" />
      <span className="sr-only">{t('text')}</span>
    </div>
  )
}

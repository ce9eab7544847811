'use client'
import { Button, toast } from '@payloadcms/ui'

import { adminText } from '@/i18n/adminMessages'
import { useDashboardAction } from './useDashboardAction.client'

/** The system panel's "Send again" for e-mails that failed for good (POST /api/deliveries/retry). */
export function RetryMailButton({ api }: { api: string }) {
  const { busy, run, language } = useDashboardAction<{ queued?: number }>(`${api}/deliveries/retry`)

  async function retry() {
    const answer = await run()
    if (answer) toast.success(adminText(language, 'systemMailRetried', { count: answer.queued ?? 0 }))
  }

  return (
    <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => void retry()}>
      {adminText(language, 'systemMailRetry')}
    </Button>
  )
}

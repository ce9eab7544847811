'use client'
import { Button, toast, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { adminText } from '@/i18n/adminMessages'

/** The system panel's "Send again" for e-mails that failed for good (POST /api/deliveries/retry). */
export function RetryMailButton({ api }: { api: string }) {
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function retry() {
    setBusy(true)
    try {
      const response = await fetch(`${api}/deliveries/retry`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
      })
      const json = (await response.json().catch(() => ({}))) as { queued?: number; errors?: { message: string }[] }
      if (!response.ok) throw new Error(json.errors?.[0]?.message ?? String(response.status))
      toast.success(adminText(i18n.language, 'systemMailRetried', { count: json.queued ?? 0 }))
      router.refresh()
    } catch (error) {
      toast.error(adminText(i18n.language, 'heldMailFailed', { error: (error as Error).message }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => void retry()}>
      {adminText(i18n.language, 'systemMailRetry')}
    </Button>
  )
}

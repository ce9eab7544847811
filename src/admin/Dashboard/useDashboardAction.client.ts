'use client'
import { toast, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { adminText } from '@/i18n/adminMessages'

/**
 * A dashboard button's POST to one of the site's admin endpoints, in the admin's language: while
 * it runs `busy` is true; a refusal or a failure is a toast with the endpoint's own message; on
 * success the dashboard (server components) counts again. Resolves to the answer's JSON, or
 * undefined when it failed.
 */
export function useDashboardAction<Answer extends object>(url: string) {
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function run(body?: object): Promise<Answer | undefined> {
    setBusy(true)
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      const json = (await response.json().catch(() => ({}))) as Answer & { errors?: { message: string }[] }
      if (!response.ok) throw new Error(json.errors?.[0]?.message ?? String(response.status))
      router.refresh()
      return json
    } catch (error) {
      toast.error(adminText(i18n.language, 'actionFailed', { error: (error as Error).message }))
      return undefined
    } finally {
      setBusy(false)
    }
  }

  return { busy, run, language: i18n.language }
}

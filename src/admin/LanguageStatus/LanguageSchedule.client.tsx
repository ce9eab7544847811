'use client'
import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { adminText } from '@/i18n/adminMessages'
import { locales, translationLocale, type Locale } from '@/i18n/locales'

type Action = 'publish' | 'withdraw'

/**
 * In the sidebar of a post or page: one language's publish or withdrawal at a time of the
 * editor's choosing (issue 27), while the other language stays as it is. Payload's own "Schedule
 * publish" (the publish button's menu) still schedules the whole document. The list shows the
 * language as scheduled until the jobs queue has done it (src/lib/languageStatus/actions.ts).
 */
export function LanguageSchedule() {
  const { id, collectionSlug, hasPublishPermission } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [locale, setLocale] = useState<Locale>(translationLocale)
  const [action, setAction] = useState<Action>('withdraw')
  const [at, setAt] = useState('')
  const [busy, setBusy] = useState(false)
  const text = (key: Parameters<typeof adminText>[1], params?: Record<string, string>) =>
    adminText(i18n.language, key, params)
  if (!id || !hasPublishPermission) return null

  async function schedule() {
    // datetime-local is the editor's own time zone; the server keeps the instant.
    const when = new Date(at)
    if (!at || Number.isNaN(when.getTime())) return void toast.error(text('scheduleNeedsDate'))
    setBusy(true)
    try {
      const answer = await fetch(`${config.routes.api}/${collectionSlug}/${id}/language?locale=${locale}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
        body: JSON.stringify({ action, at: when.toISOString() }),
      })
      if (!answer.ok) {
        const json = (await answer.json().catch(() => null)) as { errors?: { message?: string }[] } | null
        return void toast.error(json?.errors?.[0]?.message ?? answer.statusText)
      }
      toast.success(
        text('scheduledIn', { language: text(`languageVersion_${locale}`), when: when.toLocaleString(i18n.language) }),
      )
      setAt('')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  // Drawn as Payload's own inputs are (its theme's variables), not as the browser's defaults.
  const control = {
    display: 'block',
    width: '100%',
    height: 'calc(var(--base) * 2)',
    marginBottom: 'calc(var(--base) * 0.5)',
    padding: '0 calc(var(--base) * 0.6)',
    border: '1px solid var(--theme-elevation-150)',
    borderRadius: 'var(--style-radius-s)',
    background: 'var(--theme-input-bg)',
    color: 'var(--theme-elevation-800)',
    font: 'inherit',
  }
  return (
    <div className="field-type language-schedule" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{text('scheduleLanguage')}</span>
      <select
        aria-label={text('scheduleLanguageWhich')}
        name="languageScheduleLocale"
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
        style={control}
      >
        {locales.map((code) => (
          <option key={code} value={code}>
            {text(`languageVersion_${code}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={text('scheduleLanguageAction')}
        name="languageScheduleAction"
        value={action}
        onChange={(event) => setAction(event.target.value as Action)}
        style={control}
      >
        <option value="withdraw">{text('scheduleWithdraw')}</option>
        <option value="publish">{text('schedulePublish')}</option>
      </select>
      <input
        type="datetime-local"
        step={1}
        aria-label={text('scheduleLanguageWhen')}
        name="languageScheduleAt"
        value={at}
        onChange={(event) => setAt(event.target.value)}
        style={control}
      />
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => void schedule()}>
        {text('scheduleLanguageButton')}
      </Button>
    </div>
  )
}

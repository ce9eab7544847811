'use client'
import { Button, ConfirmationModal, toast, useModal, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { adminText } from '@/i18n/adminMessages'

const dropModal = 'drop-held-mail'

/**
 * The backups panel's two buttons for the e-mails a restore held (POST /api/backups/held-mail):
 * release all to the queue, or drop all after a confirmation (a dropped e-mail is never sent).
 * The panel, a server component, counts them again after either.
 */
export function HeldMailButtons({ api, count }: { api: string; count: number }) {
  const { i18n } = useTranslation()
  const { openModal } = useModal()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function settle(action: 'release' | 'drop') {
    setBusy(true)
    try {
      const response = await fetch(`${api}/backups/held-mail`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
        body: JSON.stringify({ action }),
      })
      const json = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
      if (!response.ok) throw new Error(json.errors?.[0]?.message ?? String(response.status))
      router.refresh()
    } catch (error) {
      toast.error(adminText(i18n.language, 'heldMailFailed', { error: (error as Error).message }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="backups__held-actions">
      <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => void settle('release')}>
        {adminText(i18n.language, 'heldMailRelease')}
      </Button>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => openModal(dropModal)}>
        {adminText(i18n.language, 'heldMailDrop')}
      </Button>
      <ConfirmationModal
        modalSlug={dropModal}
        heading={adminText(i18n.language, 'heldMailDrop')}
        body={adminText(i18n.language, 'heldMailDropConfirm', { count })}
        confirmLabel={adminText(i18n.language, 'heldMailDrop')}
        onConfirm={() => settle('drop')}
      />
    </div>
  )
}

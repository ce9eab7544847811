'use client'
import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'

import { adminText } from '@/i18n/adminMessages'
import { useDashboardAction } from './useDashboardAction.client'

const dropModal = 'drop-held-mail'

/**
 * The backups panel's two buttons for the e-mails a restore held (POST /api/backups/held-mail):
 * release all to the queue, or drop all after a confirmation (a dropped e-mail is never sent).
 * The panel, a server component, counts them again after either.
 */
export function HeldMailButtons({ api, count }: { api: string; count: number }) {
  const { openModal } = useModal()
  const { busy, run, language } = useDashboardAction(`${api}/backups/held-mail`)

  return (
    <div className="backups__held-actions">
      <Button
        buttonStyle="primary"
        size="small"
        margin={false}
        disabled={busy}
        onClick={() => void run({ action: 'release' })}
      >
        {adminText(language, 'heldMailRelease')}
      </Button>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => openModal(dropModal)}>
        {adminText(language, 'heldMailDrop')}
      </Button>
      <ConfirmationModal
        modalSlug={dropModal}
        heading={adminText(language, 'heldMailDrop')}
        body={adminText(language, 'heldMailDropConfirm', { count })}
        confirmLabel={adminText(language, 'heldMailDrop')}
        onConfirm={() => run({ action: 'drop' }).then(() => undefined)}
      />
    </div>
  )
}

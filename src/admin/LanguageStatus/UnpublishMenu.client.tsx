'use client'
import {
  ConfirmationModal,
  PopupList,
  UnpublishButton,
  toast,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { languageStatusField } from '@/fields/languageStatus'
import { adminText } from '@/i18n/adminMessages'
import { locales, type Locale } from '@/i18n/locales'

/**
 * The document menu's "Unpublish" (Payload's, every language) followed by "Unpublish the English version" /
 * "Unpublish the Ukrainian version" (issue 27) for each language that is live: that language leaves the
 * site, the others stay (POST /api/{collection}/{id}/language, src/endpoints/languageStatus.ts).
 * "Publish in <language>" (Payload's) brings it back. Payload's slot: admin.components.edit.UnpublishButton.
 */
export function UnpublishMenu() {
  const { id, collectionSlug, hasPublishPermission, setUnpublishedVersionCount } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { toggleModal } = useModal()
  const router = useRouter()
  const [chosen, setChosen] = useState<Locale | null>(null)
  const states = useFormFields(([fields]) =>
    Object.fromEntries(locales.map((locale) => [locale, fields[languageStatusField(locale)]?.value])),
  ) as Record<Locale, unknown>
  const live = locales.filter((locale) => states[locale] === 'published' || states[locale] === 'scheduled')
  const modalSlug = `unpublish-language-${id}`

  async function unpublish(locale: Locale) {
    const answer = await fetch(`${config.routes.api}/${collectionSlug}/${id}/language?locale=${locale}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
      body: JSON.stringify({ action: 'withdraw' }),
    })
    if (!answer.ok) {
      const json = (await answer.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      toast.error(json?.errors?.[0]?.message ?? answer.statusText)
      return
    }
    toast.success(
      adminText(i18n.language, 'unpublishedIn', { language: adminText(i18n.language, `languageVersion_${locale}`) }),
    )
    // The latest version is now a draft beside the published one: "Publish in <language>" is offered.
    setUnpublishedVersionCount(1)
    router.refresh()
  }

  return (
    <>
      <UnpublishButton />
      {hasPublishPermission && id
        ? live.map((locale) => (
            <PopupList.Button
              key={locale}
              id={`action-unpublish-${locale}`}
              onClick={() => {
                setChosen(locale)
                toggleModal(modalSlug)
              }}
            >
              {adminText(i18n.language, `unpublishIn_${locale}`)}
            </PopupList.Button>
          ))
        : null}
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={chosen ? adminText(i18n.language, `unpublishIn_${chosen}`) : ''}
        body={adminText(i18n.language, 'unpublishInConfirm')}
        onConfirm={() => (chosen ? unpublish(chosen) : undefined)}
      />
    </>
  )
}

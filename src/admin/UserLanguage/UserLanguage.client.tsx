'use client'
import { useAuth, usePreferences, useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { isLocale } from '@/i18n/locales'

const preferenceKey = 'admin-language'
/** The admin's languages are the site's (payload.config.ts i18n.supportedLanguages). */
const isLanguage = isLocale
/** Who this tab last synced the language for: a tab that changes user re-reads the choice. */
const syncedUserKey = 'admin-language-user'

/**
 * The admin's language per user, not per browser: Payload keeps the choice in a cookie; this
 * also keeps it in the user's own preferences. When a user opens the admin in a tab, their
 * saved language is applied; a later change (account settings) is saved for next time.
 */
export function UserLanguage({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const { i18n, switchLanguage } = useTranslation()
  const { getPreference, setPreference } = usePreferences()
  const userId = user?.id
  const language = i18n.language

  useEffect(() => {
    if (userId === undefined || userId === null) return
    let cancelled = false
    void (async () => {
      const saved = await getPreference<string | undefined>(preferenceKey)
      if (cancelled) return
      const freshTab = window.sessionStorage.getItem(syncedUserKey) !== String(userId)
      window.sessionStorage.setItem(syncedUserKey, String(userId))
      if (freshTab && isLanguage(saved) && saved !== language && switchLanguage) {
        await switchLanguage(saved)
        return
      }
      if (saved !== language) await setPreference(preferenceKey, language)
    })()
    return () => {
      cancelled = true
    }
  }, [userId, language, getPreference, setPreference, switchLanguage])

  return children
}

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPreviewUser } from '@/lib/preview/user'
import { PreviewBarLazy } from './PreviewBarLazy.client'

/** The draft-preview notice; renders nothing (and reads no request data) outside draft mode. */
export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await getPreviewUser())) return null
  const t = await getTranslations({ locale, namespace: 'preview' })
  return <PreviewBarLazy label={t('banner')} exitLabel={t('exit')} />
}

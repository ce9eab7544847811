import { defaultLocale, isLocale, localizedPath } from '@/i18n/locales'
import { redirectOrNotFound } from '@/lib/redirects/find'

/** Any unknown path under a locale, at any depth: a CMS redirect rule, else the not-found page. */
export default async function CatchAll({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  const { locale, rest } = await params
  return redirectOrNotFound(localizedPath(isLocale(locale) ? locale : defaultLocale, `/${rest.join('/')}`))
}

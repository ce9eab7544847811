import { type Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/seo/siteUrl'

/** The blog's RSS feed per language: its title and description, and where it lives. */
export const feedChannels: Record<Locale, { title: string; description: string }> = {
  uk: {
    title: 'Блог Gadget Hub B2B',
    description: 'Новини та експертні матеріали про б/в та нову техніку для бізнесу',
  },
  en: {
    title: 'Gadget Hub B2B blog',
    description: 'News and expert articles on used and brand-new devices for business',
  },
}

export const feedPath = (locale: Locale) => `/feed/${locale}.xml`

export const feedUrl = (locale: Locale) => `${siteUrl()}${feedPath(locale)}`

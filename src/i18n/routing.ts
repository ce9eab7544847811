import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookie, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Ukrainian at unprefixed addresses, English under /en.
  localePrefix: 'as-needed',
  // SPEC §9: the locale cookie lives 365 days.
  localeCookie: { ...localeCookie, sameSite: 'lax' },
  alternateLinks: false,
  // Which language a visitor reads is decided in localeDecision.ts (for the proxy and the page
  // cache alike); next-intl routes by the address's prefix.
  localeDetection: false,
})

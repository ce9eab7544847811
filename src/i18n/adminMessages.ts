import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/**
 * Texts of the admin-area additions (dashboard cards, export button, preview endpoint) in the
 * admin's two languages. Payload's own interface texts come from @payloadcms/translations.
 */
const adminMessages = {
  uk: {
    forbidden: 'Недостатньо прав для цієї дії',
    unauthorized: 'Потрібно увійти в адмінку',
    badPath: 'Некоректна адреса сторінки для перегляду',
    badQuery: 'Некоректні параметри фільтра',
    exportCsv: 'Експорт у CSV',
    exportCsvHint: 'Завантажити відфільтрований список (UTF-8)',
    dashboardTitle: 'Чекає на вас',
    newMessages: 'Нові повідомлення',
    newCvs: 'Нові резюме',
    openList: 'Відкрити список',
    downloadCv: 'Завантажити резюме',
    cvColumn: 'Файл резюме',
    noTranslation: 'Без англійської версії',
    quickFilters: 'Швидкі фільтри',
    applyFilters: 'Застосувати',
    dateFrom: 'Дата від',
    dateTo: 'Дата до',
    statusTransition: 'Статус «{from}» не можна змінити на «{to}». Дозволено: {allowed}.',
  },
  en: {
    forbidden: 'You are not allowed to do this',
    unauthorized: 'Please sign in to the admin',
    badPath: 'Invalid page address to preview',
    badQuery: 'Invalid filter parameters',
    exportCsv: 'Export CSV',
    exportCsvHint: 'Download the filtered list (UTF-8)',
    dashboardTitle: 'Waiting for you',
    newMessages: 'New messages',
    newCvs: 'New CVs',
    openList: 'Open the list',
    downloadCv: 'Download CV',
    cvColumn: 'CV file',
    noTranslation: 'No English version',
    quickFilters: 'Quick filters',
    applyFilters: 'Apply',
    dateFrom: 'Date from',
    dateTo: 'Date to',
    statusTransition: 'Status “{from}” cannot change to “{to}”. Allowed: {allowed}.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type AdminLanguage = keyof typeof adminMessages
export type AdminMessageKey = keyof (typeof adminMessages)[typeof defaultLocale]

/** The admin speaks the site's languages (payload.config.ts i18n.supportedLanguages); Ukrainian first. */
export function adminLanguage(language: string | undefined): AdminLanguage {
  return isLocale(language) ? language : defaultLocale
}

export function adminText(
  language: string | undefined,
  key: AdminMessageKey,
  params: Record<string, string | number> = {},
): string {
  return Object.entries(params).reduce<string>(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    adminMessages[adminLanguage(language)][key],
  )
}

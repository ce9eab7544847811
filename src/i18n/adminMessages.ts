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
    systemTitle: 'Стан системи',
    systemUp: 'працює',
    systemDown: 'не відповідає',
    systemMailWaiting: 'Листів у черзі: {count}',
    systemMailFailed: 'Листів, які не вдалося надіслати: {count}',
    systemMailRetry: 'Надіслати ще раз',
    systemMailRetried: 'Поставлено в чергу: {count}',
    systemDisk: 'Тека даних займає {size}',
    systemVersion: 'Версія {version}, збірка {build}',
    backupsTitle: 'Резервні копії',
    backupNone: 'Ще жодної резервної копії',
    backupMade: 'Остання копія: {when}, {size}',
    backupFailed: 'Остання спроба {when} не вдалася: {error}',
    backupSchedule: 'Розклад: {schedule} (зберігаються {keep} останніх) у {dir}',
    backupNoSchedule: 'Розклад не задано (BACKUP_SCHEDULE): копії робить лише команда npm run backup',
    backupUnreadable: 'Запис про резервні копії не прочитано: {error}',
    heldMailCount: 'Листів, утриманих після відновлення: {count}. Старий сайт міг уже надіслати їх.',
    heldMailRelease: 'Надіслати всі',
    heldMailDrop: 'Відкинути всі',
    heldMailDropConfirm: 'Відкинути всі утримані листи ({count})? Їх не буде надіслано, і це не скасувати.',
    actionFailed: 'Не вдалося: {error}',
    expiringTitle: 'Строк зберігання мине за 30 днів',
    expiringMessages: 'Звернення',
    expiringCvs: 'Резюме',
    extendBy90Days: '+90 днів',
    extendByYear: '+1 рік',
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
    systemTitle: 'System',
    systemUp: 'answers',
    systemDown: 'does not answer',
    systemMailWaiting: 'E-mails waiting: {count}',
    systemMailFailed: 'E-mails that could not be sent: {count}',
    systemMailRetry: 'Send again',
    systemMailRetried: 'Queued: {count}',
    systemDisk: 'The data folder takes {size}',
    systemVersion: 'Version {version}, build {build}',
    backupsTitle: 'Backups',
    backupNone: 'No backup yet',
    backupMade: 'Last backup: {when}, {size}',
    backupFailed: 'The last attempt, {when}, failed: {error}',
    backupSchedule: 'Schedule: {schedule} (the last {keep} kept) in {dir}',
    backupNoSchedule: 'No schedule set (BACKUP_SCHEDULE): only npm run backup makes backups',
    backupUnreadable: 'The backups’ record could not be read: {error}',
    heldMailCount: 'E-mails held after a restore: {count}. The old site may have sent them already.',
    heldMailRelease: 'Release all',
    heldMailDrop: 'Drop all',
    heldMailDropConfirm: 'Drop all held e-mails ({count})? They will not be sent, and this cannot be undone.',
    actionFailed: 'Failed: {error}',
    expiringTitle: 'Retention ends within 30 days',
    expiringMessages: 'Contact messages',
    expiringCvs: 'CVs',
    extendBy90Days: '+90 days',
    extendByYear: '+1 year',
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

import { adminLanguage } from '@/i18n/adminMessages'

/** The erasure view's and endpoints' texts in the admin's two languages. */
const erasureMessages = {
  uk: {
    nav: 'Видалення персональних даних',
    title: 'Видалення персональних даних на запит',
    intro:
      'Введіть адресу e-mail людини, яка просить видалити її дані: буде знайдено всі звернення та резюме з цією адресою (великі й малі літери не враховуються). Видалення не можна скасувати; листи, які сайт уже надіслав, лишаються поза сайтом.',
    address: 'Адреса e-mail',
    find: 'Знайти',
    messages: 'Звернення',
    cvs: 'Резюме',
    nothingFound: 'З цією адресою нічого не знайдено.',
    received: 'Отримано',
    company: 'Компанія',
    department: 'Відділ',
    file: 'Файл',
    vacancy: 'Вакансія',
    eraseAll: 'Видалити все: звернень {messages}, резюме {cvs}',
    confirm: 'Остаточно видалити звернень: {messages} і резюме: {cvs} (з файлами)? Цю дію не можна скасувати.',
    confirmYes: 'Так, видалити',
    cancel: 'Скасувати',
    erased: 'Видалено звернень: {messages}, резюме: {cvs}. Запис додано до журналу видалень.',
    history: 'Журнал видалень',
    historyNote:
      'Журнал зберігається поза базою даних і не містить адрес (лише їхній ключований хеш); відновлення з резервної копії повторює ці видалення.',
    historyEmpty: 'Видалень ще не було.',
    when: 'Коли',
    who: 'Хто',
    invalidAddress: 'Введіть коректну адресу e-mail',
    badBody: 'Некоректний запит',
    countsChanged: 'Після пошуку знайдено інші записи: перевірте список ще раз і підтвердьте',
    noKey: 'Журнал видалень не має ключа (ERASURE_KEY або PAYLOAD_SECRET): видалення не виконано',
    forbidden: 'Лише адміністратор може видаляти персональні дані',
    unauthorized: 'Потрібно увійти в адмінку',
    failed: 'Не вдалося виконати запит: спробуйте ще раз',
  },
  en: {
    nav: 'Erase personal data',
    title: 'Erasure of personal data on request',
    intro:
      'Enter the e-mail address of the person who asks to have their data erased: every contact message and CV carrying it is found (upper and lower case alike). An erasure cannot be undone; e-mails the site has already sent are outside the site.',
    address: 'E-mail address',
    find: 'Find',
    messages: 'Contact messages',
    cvs: 'CVs',
    nothingFound: 'Nothing carries this address.',
    received: 'Received',
    company: 'Company',
    department: 'Department',
    file: 'File',
    vacancy: 'Vacancy',
    eraseAll: 'Erase all: {messages} message(s), {cvs} CV(s)',
    confirm: 'Erase {messages} message(s) and {cvs} CV(s) with their files for good? This cannot be undone.',
    confirmYes: 'Yes, erase',
    cancel: 'Cancel',
    erased: 'Erased {messages} message(s) and {cvs} CV(s). The erasure log has a new entry.',
    history: 'Erasure log',
    historyNote:
      'The log is kept outside the database and holds no addresses (only their keyed hash); a restore from a backup replays these erasures.',
    historyEmpty: 'No erasures yet.',
    when: 'When',
    who: 'By',
    invalidAddress: 'Enter a valid e-mail address',
    badBody: 'Invalid request',
    countsChanged: 'Other records were found since the search: check the list again and confirm',
    noKey: 'The erasure log has no key (ERASURE_KEY or PAYLOAD_SECRET): nothing was erased',
    forbidden: 'Only an administrator may erase personal data',
    unauthorized: 'Please sign in to the admin',
    failed: 'The request failed: please try again',
  },
} as const

export type ErasureMessageKey = keyof (typeof erasureMessages)['uk']

export function erasureText(
  language: string | undefined,
  key: ErasureMessageKey,
  params: Record<string, string | number> = {},
): string {
  return Object.entries(params).reduce<string>(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    erasureMessages[adminLanguage(language)][key],
  )
}

import type { defaultLocale, Locale } from '@/i18n/locales'

/**
 * Validation and error messages shared by the server (422/4xx answers) and the forms, in both
 * languages. Keys are stable; the form shows the same text the server would send.
 */
export const validationMessages = {
  uk: {
    required: "Обов'язкове поле",
    email: 'Вкажіть коректну e-mail адресу',
    phone: 'Телефон: від 7 до 20 символів — цифри, +, пробіли, -, ()',
    tooLong: 'Задовгий текст (максимум {max} символів)',
    accept: 'Потрібна згода з політикою конфіденційності',
    depart: 'Оберіть відділ зі списку',
    invalid: 'Некоректне значення',
    vacancy: 'Такої вакансії немає',
    file: 'Додайте файл резюме',
    fileType: 'Дозволені формати: PDF, DOC, DOCX, ODT, RTF',
    fileTooLarge: 'Файл завеликий (максимум 10 МБ)',
    badJson: 'Тіло запиту має бути коректним JSON',
    tooLarge: 'Запит завеликий',
    contentType: 'Непідтримуваний тип вмісту',
    rateLimited: 'Забагато запитів. Спробуйте пізніше.',
    loginRateLimited: 'Забагато спроб входу. Спробуйте знову за {minutes} хв.',
    resetRateLimited: 'Забагато запитів на відновлення пароля. Спробуйте знову за {minutes} хв.',
    forbiddenOrigin: 'Запит з іншого сайту відхилено',
    unauthorized: 'Потрібна авторизація',
    serverError: 'Не вдалося обробити запит. Спробуйте ще раз.',
    fileUnavailable: 'Файл зараз недоступний. Спробуйте пізніше.',
    characters: 'Поле містить недопустимі символи',
    bodyObject: 'Тіло запиту має бути JSON-об’єктом',
    badMultipart: 'Некоректне тіло multipart/form-data',
    fileMismatch: 'Назва або тип файлу не відповідають його вмісту',
    fileCorrupt: 'Файл пошкоджений або має неприпустиму структуру',
  },
  en: {
    required: 'This field is required',
    email: 'Enter a valid e-mail address',
    phone: 'Phone: 7 to 20 characters — digits, +, spaces, -, ()',
    tooLong: 'Too long (at most {max} characters)',
    accept: 'Please accept the privacy policy',
    depart: 'Choose a department from the list',
    invalid: 'Invalid value',
    vacancy: 'There is no such vacancy',
    file: 'Attach your CV file',
    fileType: 'Allowed formats: PDF, DOC, DOCX, ODT, RTF',
    fileTooLarge: 'The file is too large (at most 10 MB)',
    badJson: 'The request body must be valid JSON',
    tooLarge: 'The request is too large',
    contentType: 'Unsupported content type',
    rateLimited: 'Too many requests. Please try again later.',
    loginRateLimited: 'Too many sign-in attempts. Try again in {minutes} min.',
    resetRateLimited: 'Too many password reset requests. Try again in {minutes} min.',
    forbiddenOrigin: 'Cross-site request refused',
    unauthorized: 'Sign-in required',
    serverError: 'The request could not be processed. Please try again.',
    fileUnavailable: 'The file is not available right now. Please try again later.',
    characters: 'Contains characters that are not allowed',
    bodyObject: 'The request body must be a JSON object',
    badMultipart: 'Malformed multipart/form-data body',
    fileMismatch: 'The file name or type does not match its content',
    fileCorrupt: 'The file is damaged or has a structure that is not allowed',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type MessageKey = keyof (typeof validationMessages)[typeof defaultLocale]

export function message(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return Object.entries(params).reduce<string>(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    validationMessages[locale][key],
  )
}

import type { Payload } from 'payload'

import type { Vacancy } from '@/payload-types'
import { defaultLocale } from '@/i18n/locales'
import { eachLocale, inLocale, type Bi } from '../bilingual'
import { upsert } from '../write'

type VacancySeed = Bi<
  Pick<Vacancy, 'title' | 'department' | 'location' | 'employmentType' | 'description' | 'requirements' | 'offers'>
>

const kyiv = { uk: 'Київ, офіс на Подолі', en: 'Kyiv, Podil office' }

const vacancies: VacancySeed[] = [
  {
    title: { uk: 'Менеджер з продажу B2B', en: 'B2B Sales Manager' },
    department: { uk: 'Відділ продажу', en: 'Sales Team' },
    location: kyiv,
    employmentType: 'full-time',
    description: {
      uk: 'Ведете власну базу бізнес-клієнтів — роздрібні мережі, інтернет-магазини, ломбарди й сервісні центри: підбираєте асортимент USED і BRAND NEW, погоджуєте умови та супроводжуєте замовлення до відвантаження.',
      en: 'You look after your own portfolio of business customers (retail chains, online shops, pawn shops and service centres): you put together USED and BRAND NEW ranges, agree terms and follow each order through to dispatch.',
    },
    requirements: [
      {
        text: {
          uk: 'Досвід продажів B2B від одного року, бажано в електроніці',
          en: 'At least a year in B2B sales, ideally in electronics',
        },
      },
      {
        text: {
          uk: 'Розуміння ринку смартфонів, планшетів і ноутбуків',
          en: 'A grasp of the smartphone, tablet and laptop market',
        },
      },
      { text: { uk: 'Упевнена робота з CRM і таблицями', en: 'Confident with a CRM and spreadsheets' } },
      {
        text: { uk: 'Англійська на рівні ділового листування', en: 'English good enough for business correspondence' },
      },
    ],
    offers: [
      { text: { uk: 'Ставка та відсоток від продажів без стелі', en: 'A base salary plus uncapped commission' } },
      {
        text: {
          uk: 'Готові клієнти й підтримка сильної команди',
          en: 'Existing customers and the backing of a strong team',
        },
      },
      { text: { uk: 'Офіс з генератором і Starlink', en: 'An office with a generator and Starlink' } },
    ],
  },
  {
    title: { uk: 'Технік з діагностики смартфонів', en: 'Smartphone Diagnostics Technician' },
    department: { uk: 'Передпродажна підготовка', en: 'Pre-sale preparation' },
    location: kyiv,
    employmentType: 'full-time',
    description: {
      uk: 'Перевіряєте вживані пристрої в M360, визначаєте грейд за 50+ параметрами й проводите передпродажну підготовку Fresh Start за 31 параметром.',
      en: 'You test used devices in M360, grade them against 50+ parameters and carry out Fresh Start pre-sale preparation across 31 parameters.',
    },
    requirements: [
      {
        text: {
          uk: 'Досвід ремонту чи діагностики мобільної техніки',
          en: 'Experience repairing or diagnosing mobile devices',
        },
      },
      { text: { uk: 'Уважність до дрібниць і акуратність', en: 'An eye for detail and a steady hand' } },
      { text: { uk: 'Готовність працювати за чіткими стандартами', en: 'Happy to work to precise standards' } },
    ],
    offers: [
      {
        text: { uk: 'Навчання роботі з M360 та нашою системою грейдів', en: 'Training in M360 and our grading system' },
      },
      {
        text: { uk: 'Обладнане робоче місце й сучасні інструменти', en: 'A fully equipped workbench and modern tools' },
      },
      { text: { uk: 'Офіційне оформлення та стабільна оплата', en: 'A formal contract and reliable pay' } },
    ],
  },
  {
    title: { uk: 'Фахівець з логістики', en: 'Logistics Specialist' },
    department: { uk: 'Відділ логістики', en: 'Logistics Team' },
    location: kyiv,
    employmentType: 'full-time',
    description: {
      uk: 'Плануєте відвантаження по Україні, працюєте з перевізниками та митними брокерами й стежите, щоб кожна партія приїхала вчасно та без пошкоджень.',
      en: 'You plan deliveries across Ukraine, work with carriers and customs brokers and make sure every shipment arrives on time and undamaged.',
    },
    requirements: [
      {
        text: {
          uk: 'Досвід у логістиці чи на складі від одного року',
          en: 'At least a year in logistics or warehousing',
        },
      },
      {
        text: {
          uk: 'Знання роботи поштових операторів і перевізників',
          en: 'Familiar with postal operators and freight carriers',
        },
      },
      {
        text: {
          uk: 'Уміння тримати в голові кілька відвантажень одночасно',
          en: 'Able to keep several shipments on track at once',
        },
      },
    ],
    offers: [
      { text: { uk: 'Графік пн–пт 09:00–18:00, сб 09:00–13:00', en: 'Hours Mon–Fri 09:00–18:00, Sat 09:00–13:00' } },
      { text: { uk: 'Компенсація мобільного зв’язку', en: 'Your mobile phone bill covered' } },
      { text: { uk: 'Знижки на техніку для працівників', en: 'Staff discounts on devices' } },
    ],
  },
]

export async function seedVacancies(payload: Payload): Promise<void> {
  for (const [index, vacancy] of vacancies.entries()) {
    const text = eachLocale((locale) => ({
      ...inLocale<Omit<Vacancy, 'id' | 'createdAt' | 'updatedAt'>>(vacancy, locale),
      _status: 'published' as const,
    }))
    await upsert(payload, {
      collection: 'vacancies',
      where: { title: { equals: text[defaultLocale].title } },
      ...text,
      [defaultLocale]: { ...text[defaultLocale], order: index + 1 },
    })
  }
}

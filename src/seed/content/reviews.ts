import type { Payload } from 'payload'

import type { L } from '../bilingual'
import type { MediaIds } from '../media'
import type { MediaKey } from './media'
import { upsert } from '../write'

type ReviewSeed = { author: L; company: L; role: L; text: L; logo: MediaKey }

/** Fictional customers, one per kind of buyer the site addresses (SPEC §1). */
const reviews: ReviewSeed[] = [
  {
    author: { uk: 'Андрій Мельник', en: 'Andrii Melnyk' },
    company: { uk: 'Мережа магазинів SmartLine', en: 'SmartLine retail chain' },
    role: { uk: 'Керівник відділу закупівель', en: 'Head of purchasing' },
    logo: 'logoSmartline',
    text: {
      uk: 'Беремо у Gadget Hub вживані смартфони для 14 магазинів. Грейд у накладній завжди збігається з тим, що бачимо на вітрині, а повернення в межах гарантії вирішуються за день. Для роздрібу це головне.',
      en: 'We buy used smartphones from Gadget Hub for our 14 stores. The grade on the invoice always matches what we see on the shelf, and warranty returns are settled within a day. For retail, that is what matters.',
    },
  },
  {
    author: { uk: 'Олена Коваленко', en: 'Olena Kovalenko' },
    company: { uk: 'Інтернет-магазин Vitryna', en: 'Vitryna online shop' },
    role: { uk: 'Категорійна менеджерка', en: 'Category manager' },
    logo: 'logoVitryna',
    text: {
      uk: 'Нам важливі точні описи для карток товару. Звіти M360 і фото за грейдами економлять години роботи контент-команди, а менеджер відповідає навіть у вихідні.',
      en: 'Accurate descriptions for product pages matter to us. The M360 reports and photos by grade save our content team hours, and our manager answers even at weekends.',
    },
  },
  {
    author: { uk: 'Тарас Бондар', en: 'Taras Bondar' },
    company: { uk: 'Мережа ломбардів «Застава 24»', en: 'Zastava 24 pawn shop chain' },
    role: { uk: 'Власник', en: 'Owner' },
    logo: 'logoZastava',
    text: {
      uk: 'Здаємо через trade-in техніку, яку не викупили клієнти, і отримуємо оцінку швидше, ніж деінде. Ціни прозорі, розрахунок — одразу після перевірки.',
      en: 'We hand in unredeemed devices through trade-in and get a valuation faster than anywhere else. Prices are transparent and payment follows right after the check.',
    },
  },
  {
    author: { uk: 'Ірина Шевчук', en: 'Iryna Shevchuk' },
    company: { uk: 'Агрохолдинг Agroline', en: 'Agroline agricultural group' },
    role: { uk: 'Менеджерка із закупівель', en: 'Procurement manager' },
    logo: 'logoAgroline',
    text: {
      uk: 'Оновили парк робочих ноутбуків і планшетів для 120 працівників: нові пристрої з гарантією 12 місяців, усі документи для тендеру підготували вчасно.',
      en: 'We renewed the work laptops and tablets of 120 employees: new devices with a 12-month warranty, and every document for our tender arrived on time.',
    },
  },
]

export async function seedReviews(payload: Payload, media: MediaIds): Promise<void> {
  for (const [index, review] of reviews.entries()) {
    const { author, company, role, text, logo } = review
    await upsert(payload, {
      collection: 'reviews',
      where: { author: { equals: author.uk } },
      uk: {
        author: author.uk,
        company: company.uk,
        role: role.uk,
        text: text.uk,
        logo: media[logo],
        order: index + 1,
        _status: 'published',
      },
      en: { author: author.en, company: company.en, role: role.en, text: text.en, _status: 'published' },
    })
  }
}

import type { L } from '../bilingual'

/**
 * Facts the copy repeats on several pages (SPEC §1, §9). The company and every brand here
 * are fictional: Gadget Hub is the official distributor in Ukraine of two tablet and
 * headphone brands (Orvanta, Nemara) and carries a second headphone line-up (Lyravox).
 */
export const company = {
  name: 'Gadget Hub',
  since: 2022,
  team: '45+',
  departments: 11,
  phone: '+380 44 390 27 15',
  email: 'info@example.com',
  address: {
    uk: 'Київ, вул. Кирилівська, 41, офіс 305',
    en: 'Office 305, 41 Kyrylivska St, Kyiv, Ukraine',
  } satisfies L,
}

export const brands = {
  orvanta: {
    name: 'Orvanta',
    status: { uk: 'Офіційний дистриб’ютор в Україні', en: 'Official distributor in Ukraine' } satisfies L,
    text: {
      uk: 'Планшети для навчання, роботи й торгових точок та бездротові навушники з активним шумопоглинанням.',
      en: 'Tablets for study, office work and points of sale, and wireless headphones with active noise cancelling.',
    } satisfies L,
  },
  nemara: {
    name: 'Nemara',
    status: { uk: 'Офіційний дистриб’ютор в Україні', en: 'Official distributor in Ukraine' } satisfies L,
    text: {
      uk: 'Доступні планшети з довгою автономністю та накладні навушники для щоденного використання.',
      en: 'Affordable long-battery tablets and on-ear headphones for everyday use.',
    } satisfies L,
  },
  lyravox: {
    name: 'Lyravox',
    status: { uk: 'Лінійка навушників у нашому асортименті', en: 'Headphone line-up in our range' } satisfies L,
    text: {
      uk: 'Ще одна лінійка навушників — від компактних TWS до студійних моделей.',
      en: 'A second headphone line-up, from compact true-wireless earbuds to studio models.',
    } satisfies L,
  },
}

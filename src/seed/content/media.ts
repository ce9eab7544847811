import { certificate, logo, scene, type Device } from '../artwork'
import type { L } from '../bilingual'

export type Picture = { filename: string; alt: L; svg: string; format: 'jpeg' | 'png' }
export type Video = { filename: string; alt: L; asset: string }

const all: Device[] = ['laptop', 'tablet', 'phone', 'headphones', 'watch']

// A hero's heading and text lie over the left of its poster: no lettering there, devices right.
const poster = (name: string, devices: Device[], alt: L): Picture => ({
  filename: `seed-${name}.jpg`,
  format: 'jpeg',
  alt,
  svg: scene({ width: 1600, height: 900, devices, align: 'right' }),
})

const card = (name: string, devices: Device[], alt: L, word?: string): Picture => ({
  filename: `seed-${name}.jpg`,
  format: 'jpeg',
  alt,
  svg: scene({ width: 1200, height: 800, devices, word }),
})

const brandLogo = (name: string, mark: Parameters<typeof logo>[0]['mark'], alt: L): Picture => ({
  filename: `seed-logo-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
  format: 'png',
  alt,
  svg: logo({ name, mark }),
})

const letter = (issuer: string, year: string, alt: L): Picture => ({
  filename: `seed-certificate-${issuer.toLowerCase()}.jpg`,
  format: 'jpeg',
  alt,
  svg: certificate({ issuer, year }),
})

export const pictures = {
  homeHero: poster('home-hero', all, {
    uk: 'Ноутбук, планшет, смартфон, навушники й годинник на смарагдовому тлі',
    en: 'A laptop, tablet, smartphone, headphones and a watch on an emerald background',
  }),
  devicesHero: poster('devices-hero', ['phone', 'tablet', 'laptop'], {
    uk: 'Вживані та нові смартфони, планшети й ноутбуки',
    en: 'Used and new smartphones, tablets and laptops',
  }),
  servicesHero: poster('services-hero', ['phone', 'phone', 'tablet'], {
    uk: 'Смартфони та планшет на діагностиці M360',
    en: 'Smartphones and a tablet on M360 diagnostics',
  }),
  b2bHero: poster('b2b-hero', ['laptop', 'phone', 'tablet'], {
    uk: 'Партія техніки для бізнес-клієнта',
    en: 'A batch of devices for a business customer',
  }),
  aboutHero: poster('about-hero', all, {
    uk: 'Техніка, з якою працює команда Gadget Hub',
    en: 'The devices the Gadget Hub team works with',
  }),
  contactsHero: poster('contacts-hero', ['phone', 'laptop'], {
    uk: 'Смартфон і ноутбук — зв’язок з менеджером',
    en: 'A smartphone and a laptop: reaching a manager',
  }),
  guaranteeHero: poster('guarantee-hero', ['phone', 'watch'], {
    uk: 'Смартфон і годинник під гарантією',
    en: 'A smartphone and a watch under warranty',
  }),
  processesHero: poster('processes-hero', ['phone', 'phone', 'phone'], {
    uk: 'Смартфони на перевірці за 50+ параметрами',
    en: 'Smartphones being checked against 50+ parameters',
  }),
  certificatesHero: poster('certificates-hero', ['tablet', 'headphones'], {
    uk: 'Планшет і навушники брендів, які ми офіційно представляємо',
    en: 'A tablet and headphones from the brands we officially represent',
  }),
  careersHero: poster('careers-hero', ['laptop', 'phone'], {
    uk: 'Робоче місце в команді Gadget Hub',
    en: 'A workplace in the Gadget Hub team',
  }),
  blogHero: poster('blog-hero', ['tablet', 'phone'], {
    uk: 'Планшет і смартфон з відкритою статтею',
    en: 'A tablet and a smartphone with an article open',
  }),

  smartphones: card('category-smartphones', ['phone'], { uk: 'Смартфон', en: 'A smartphone' }),
  tablets: card('category-tablets', ['tablet'], { uk: 'Планшет', en: 'A tablet' }),
  laptops: card('category-laptops', ['laptop'], { uk: 'Ноутбук', en: 'A laptop' }),
  headphones: card('category-headphones', ['headphones'], { uk: 'Навушники', en: 'Headphones' }),
  smartwatches: card('category-smartwatches', ['watch'], { uk: 'Смарт-годинник', en: 'A smartwatch' }),

  tabSoft: card(
    'service-m360',
    ['phone', 'phone', 'phone'],
    { uk: 'Кілька смартфонів на одночасній перевірці M360', en: 'Several smartphones tested at once in M360' },
    'M360',
  ),
  tabPreSale: card(
    'service-pre-sale',
    ['phone', 'tablet'],
    {
      uk: 'Смартфон і планшет після передпродажної підготовки',
      en: 'A smartphone and a tablet after pre-sale preparation',
    },
    '31',
  ),
  tabExchange: card(
    'service-trade-in',
    ['phone', 'laptop'],
    { uk: 'Смартфон і ноутбук для обміну чи викупу', en: 'A smartphone and a laptop for trade-in or buyout' },
    'TRADE-IN',
  ),
  tabWarranty: card(
    'service-no-panic',
    ['phone'],
    { uk: 'Смартфон із розширеною гарантією NO PANIC', en: 'A smartphone with the NO PANIC extended warranty' },
    'NO PANIC',
  ),
  tabServiceCenter: card('service-center', ['laptop', 'phone'], {
    uk: 'Ноутбук і смартфон у сервісному центрі',
    en: 'A laptop and a smartphone at the service centre',
  }),

  coverGrading: card(
    'post-grading',
    ['phone', 'phone'],
    { uk: 'Два смартфони поруч для порівняння грейдів', en: 'Two smartphones side by side to compare grades' },
    '50+',
  ),
  coverM360: card(
    'post-m360',
    ['phone', 'tablet', 'phone'],
    { uk: 'Пристрої, підключені до M360', en: 'Devices connected to M360' },
    '15',
  ),
  coverNoPanic: card(
    'post-no-panic',
    ['phone', 'watch'],
    { uk: 'Смартфон і годинник під захистом NO PANIC', en: 'A smartphone and a watch covered by NO PANIC' },
    '3 · 6 · 12',
  ),
  coverTradeIn: card(
    'post-trade-in',
    ['laptop', 'phone'],
    { uk: 'Ноутбук і смартфон, здані в trade-in', en: 'A laptop and a smartphone handed in for trade-in' },
    'TRADE-IN',
  ),
  coverFreshStart: card(
    'post-fresh-start',
    ['tablet', 'phone'],
    { uk: 'Планшет і смартфон після Fresh Start', en: 'A tablet and a smartphone after Fresh Start' },
    'Fresh Start',
  ),
  coverUsedOrNew: card(
    'post-used-or-new',
    ['phone', 'phone'],
    { uk: 'Вживаний і новий смартфон поруч', en: 'A used and a new smartphone side by side' },
    'USED / NEW',
  ),
  coverPower: card(
    'post-power',
    ['laptop', 'phone'],
    {
      uk: 'Ноутбук і смартфон, що працюють від резервного живлення',
      en: 'A laptop and a smartphone running on backup power',
    },
    '24/7',
  ),

  logoOrvanta: brandLogo('Orvanta', 'ring', { uk: 'Логотип Orvanta', en: 'Orvanta logo' }),
  logoNemara: brandLogo('Nemara', 'diamond', { uk: 'Логотип Nemara', en: 'Nemara logo' }),
  logoLyravox: brandLogo('Lyravox', 'wave', { uk: 'Логотип Lyravox', en: 'Lyravox logo' }),
  logoSmartline: brandLogo('SmartLine', 'bars', { uk: 'Логотип мережі SmartLine', en: 'SmartLine chain logo' }),
  logoVitryna: brandLogo('Vitryna', 'dot', { uk: 'Логотип інтернет-магазину Vitryna', en: 'Vitryna online shop logo' }),
  logoZastava: brandLogo('Zastava 24', 'diamond', {
    uk: 'Логотип мережі ломбардів «Застава 24»',
    en: 'Zastava 24 pawn shop chain logo',
  }),
  logoAgroline: brandLogo('Agroline', 'ring', {
    uk: 'Логотип агрохолдингу Agroline',
    en: 'Agroline agricultural group logo',
  }),

  certOrvanta: letter('Orvanta', '2024', {
    uk: 'Лист авторизації дистриб’ютора Orvanta',
    en: 'Orvanta distributor authorisation letter',
  }),
  certNemara: letter('Nemara', '2025', {
    uk: 'Лист авторизації дистриб’ютора Nemara',
    en: 'Nemara distributor authorisation letter',
  }),
  certLyravox: letter('Lyravox', '2025', { uk: 'Сертифікат партнера Lyravox', en: 'Lyravox partner certificate' }),
  certM360: letter('M360', '2026', { uk: 'Сертифікат партнера M360', en: 'M360 partner certificate' }),
} satisfies Record<string, Picture>

export const videos = {
  heroVideo: {
    filename: 'seed-hero-loop.mp4',
    asset: 'hero-loop.mp4',
    alt: { uk: 'Повільне смарагдове світло — фонове відео', en: 'Slow emerald light: background video' },
  },
  heroVideoWebm: {
    filename: 'seed-hero-loop.webm',
    asset: 'hero-loop.webm',
    alt: { uk: 'Повільне смарагдове світло — фонове відео', en: 'Slow emerald light: background video' },
  },
} satisfies Record<string, Video>

export type MediaKey = keyof typeof pictures | keyof typeof videos

import { brands, company } from '../company'
import type { PageSeed } from './types'

export const homePage: PageSeed = {
  slug: 'home',
  title: { uk: 'Головна', en: 'Home' },
  meta: {
    title: {
      uk: 'Gadget Hub B2B — вживана й нова електроніка для бізнесу',
      en: 'Gadget Hub B2B: used and new electronics for business',
    },
    description: {
      uk: 'Смартфони, планшети, ноутбуки, навушники й смарт-годинники USED і BRAND NEW для роздрібу, операторів, e-commerce та корпоративних клієнтів. З гарантією та сервісом.',
      en: 'USED and BRAND NEW smartphones, tablets, laptops, headphones and smartwatches for retailers, operators, e-commerce and corporate buyers. With warranty and service.',
    },
    image: 'homeHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'B2B-дистрибуція електроніки', en: 'B2B electronics distribution' },
      heading: { uk: 'Перевірена техніка для вашого бізнесу', en: 'Verified devices for your business' },
      text: {
        uk: 'Постачаємо вживані й нові смартфони, планшети, ноутбуки, навушники та смарт-годинники роздрібним мережам, операторам, інтернет-магазинам і корпоративним клієнтам — з грейдом, гарантією та сервісом.',
        en: 'We supply used and new smartphones, tablets, laptops, headphones and smartwatches to retail chains, operators, online shops and corporate buyers, each with a grade, a warranty and service behind it.',
      },
      image: media.homeHero,
      video: media.heroVideo,
      label: { uk: 'Отримати пропозицію', en: 'Get an offer' },
      action: 'contact',
      department: 'sales',
      secondaryLabel: { uk: 'Переглянути пристрої', en: 'Browse devices' },
      secondaryAction: 'link',
      secondaryHref: '/devices',
    },
    {
      blockType: 'textSection',
      anchor: 'about',
      eyebrow: { uk: 'Про нас', en: 'About us' },
      heading: {
        uk: 'Gadget Hub — дистриб’ютор, який відповідає за кожен пристрій',
        en: 'Gadget Hub: a distributor that stands behind every device',
      },
      paragraphs: [
        {
          text: {
            uk: `Ми на ринку з ${company.since} року й працюємо лише з бізнесом. Закуповуємо, перевіряємо, готуємо до продажу та постачаємо електроніку USED і BRAND NEW по всій Україні.`,
            en: `We have been on the market since ${company.since} and work only with businesses. We buy, test, prepare and deliver USED and BRAND NEW electronics all over Ukraine.`,
          },
        },
        {
          text: {
            uk: 'Кожен вживаний пристрій проходить діагностику в M360 і отримує грейд за 50+ параметрами, тож ви завжди знаєте, що саме купуєте.',
            en: 'Every used device is diagnosed in M360 and graded against 50+ parameters, so you always know exactly what you are buying.',
          },
        },
      ],
      variant: 'plain',
      label: { uk: 'Більше про компанію', en: 'More about the company' },
      action: 'link',
      href: '/about-us',
    },
    {
      blockType: 'facts',
      heading: { uk: 'Gadget Hub у цифрах', en: 'Gadget Hub in numbers' },
      items: [
        { value: String(company.since), label: { uk: 'на ринку з', en: 'on the market since' } },
        { value: company.team, label: { uk: 'людей у команді', en: 'team members' } },
        { value: String(company.departments), label: { uk: 'відділів', en: 'departments' } },
        { value: '24/7', label: { uk: 'менеджери на зв’язку', en: 'managers within reach' } },
      ],
    },
    {
      blockType: 'textSection',
      eyebrow: { uk: 'Місія', en: 'Mission' },
      heading: {
        uk: 'Робимо якісну техніку доступною для бізнесу',
        en: 'Making quality devices accessible to business',
      },
      paragraphs: [
        {
          text: {
            uk: 'Ми віримо, що вживаний смартфон може бути таким же надійним вибором, як новий, — якщо його чесно перевірено й описано. Тому будуємо прозорий ринок, де грейд означає те саме для продавця й покупця.',
            en: 'We believe a used smartphone can be as reliable a choice as a new one, provided it has been honestly tested and described. So we are building a transparent market where a grade means the same to seller and buyer.',
          },
        },
      ],
      variant: 'accent',
    },
    {
      blockType: 'textSection',
      eyebrow: { uk: 'Маніфест', en: 'Manifest' },
      heading: {
        uk: 'Ми не продаємо коробки. Ми відповідаємо за те, що всередині',
        en: 'We don’t sell boxes. We answer for what is inside',
      },
      bullets: [
        {
          text: {
            uk: 'Чесний грейд замість «ідеального стану» на словах.',
            en: 'An honest grade instead of "perfect condition" in words.',
          },
        },
        {
          text: {
            uk: 'Гарантія на кожен пристрій — навіть на грейд C.',
            en: 'A warranty on every device, even grade C.',
          },
        },
        {
          text: {
            uk: 'Відповідь на звернення протягом одного робочого дня.',
            en: 'An answer to every claim within one business day.',
          },
        },
        {
          text: {
            uk: 'Друге життя для техніки замість звалища.',
            en: 'A second life for devices instead of landfill.',
          },
        },
      ],
      variant: 'manifest',
    },
    {
      blockType: 'cardsGrid',
      anchor: 'categories',
      eyebrow: { uk: 'Категорії', en: 'Categories' },
      heading: { uk: 'Що ми постачаємо', en: 'What we supply' },
      columns: '3',
      items: [
        {
          title: { uk: 'Смартфони', en: 'Smartphones' },
          text: {
            uk: 'Вживані в шести грейдах і нові — від бюджетних моделей до флагманів.',
            en: 'Used in six grades, and new, from budget models to flagships.',
          },
          image: media.smartphones,
          href: '/devices#used',
          linkLabel: { uk: 'До смартфонів', en: 'See smartphones' },
        },
        {
          title: { uk: 'Планшети', en: 'Tablets' },
          text: {
            uk: 'Для навчання, торгових точок і роботи в полі, зокрема бренди Orvanta та Nemara.',
            en: 'For study, points of sale and field work, including the Orvanta and Nemara brands.',
          },
          image: media.tablets,
          href: '/devices#new',
          linkLabel: { uk: 'До планшетів', en: 'See tablets' },
        },
        {
          title: { uk: 'Ноутбуки', en: 'Laptops' },
          text: {
            uk: 'Робочі ноутбуки для офісів і корпоративних парків, нові та вживані.',
            en: 'Work laptops for offices and corporate fleets, new and used.',
          },
          image: media.laptops,
          href: '/devices',
          linkLabel: { uk: 'До ноутбуків', en: 'See laptops' },
        },
        {
          title: { uk: 'Навушники', en: 'Headphones' },
          text: {
            uk: 'Бездротові й накладні моделі Orvanta, Nemara та лінійка Lyravox.',
            en: 'Wireless and on-ear models from Orvanta and Nemara, plus the Lyravox line-up.',
          },
          image: media.headphones,
          href: '/devices#new',
          linkLabel: { uk: 'До навушників', en: 'See headphones' },
        },
        {
          title: { uk: 'Смарт-годинники', en: 'Smartwatches' },
          text: {
            uk: 'Годинники й фітнес-трекери — доповнення, що підвищує середній чек.',
            en: 'Watches and fitness trackers: the add-on that lifts the average receipt.',
          },
          image: media.smartwatches,
          href: '/devices',
          linkLabel: { uk: 'До годинників', en: 'See smartwatches' },
        },
      ],
    },
    {
      blockType: 'partners',
      anchor: 'partners',
      heading: { uk: 'Наші партнери', en: 'Our partners' },
      intro: {
        uk: 'Ми — офіційний дистриб’ютор в Україні двох брендів планшетів і навушників, а також постачаємо ще одну лінійку навушників.',
        en: 'We are the official distributor in Ukraine of two tablet and headphone brands, and we also carry a second headphone line-up.',
      },
      items: [
        {
          name: brands.orvanta.name,
          status: brands.orvanta.status,
          text: brands.orvanta.text,
          logo: media.logoOrvanta,
        },
        { name: brands.nemara.name, status: brands.nemara.status, text: brands.nemara.text, logo: media.logoNemara },
        {
          name: brands.lyravox.name,
          status: brands.lyravox.status,
          text: brands.lyravox.text,
          logo: media.logoLyravox,
        },
      ],
    },
    {
      blockType: 'cardsGrid',
      anchor: 'features',
      eyebrow: { uk: 'Чому ми', en: 'Why us' },
      heading: {
        uk: 'Усе для продажу техніки — в одному місці',
        en: 'Everything you need to sell devices, in one place',
      },
      columns: '3',
      items: [
        {
          badge: '50+',
          title: { uk: 'Грейдинг за 50+ параметрами', en: 'Grading against 50+ parameters' },
          text: {
            uk: 'Єдиний стандарт і звіт M360 на кожен пристрій.',
            en: 'One standard and an M360 report for every device.',
          },
          href: '/processes',
          linkLabel: { uk: 'Як ми перевіряємо', en: 'How we test' },
        },
        {
          badge: 'M360',
          title: { uk: 'Програма M360', en: 'M360 software' },
          text: {
            uk: 'Один обліковий запис перевіряє до 15 пристроїв одночасно.',
            en: 'One account tests up to 15 devices at once.',
          },
          href: '/services?tab=soft#tabs',
          linkLabel: { uk: 'Про M360', en: 'About M360' },
        },
        {
          badge: '31',
          title: { uk: 'Передпродажна підготовка', en: 'Pre-sale preparation' },
          text: {
            uk: 'Fresh Start і Service: пристрій, готовий до вітрини, за 31 параметром.',
            en: 'Fresh Start and Service: shelf-ready devices across 31 parameters.',
          },
          href: '/services?tab=pre-sale#tabs',
          linkLabel: { uk: 'Про підготовку', en: 'About preparation' },
        },
        {
          badge: 'TRADE-IN',
          title: { uk: 'Trade-in і викуп', en: 'Trade-in and buyout' },
          text: {
            uk: 'Обмін, викуп і зворотний викуп техніки вашої компанії.',
            en: 'Trade-in, buyout and buy-back of your company’s devices.',
          },
          href: '/services?tab=exchange#tabs',
          linkLabel: { uk: 'Про обмін', en: 'About trade-in' },
        },
        {
          badge: 'NO PANIC',
          title: { uk: 'Розширена гарантія', en: 'Extended warranty' },
          text: {
            uk: 'NO PANIC на 3, 6 або 12 місяців для грейдів Like New–B.',
            en: 'NO PANIC for 3, 6 or 12 months for grades Like New to B.',
          },
          href: '/services?tab=warranty#tabs',
          linkLabel: { uk: 'Про NO PANIC', en: 'About NO PANIC' },
        },
        {
          badge: { uk: 'Сервіс', en: 'Service' },
          title: { uk: 'Сервісний центр', en: 'Service centre' },
          text: {
            uk: 'Ремонт смартфонів, планшетів і ноутбуків після гарантії.',
            en: 'Repairs of smartphones, tablets and laptops after the warranty.',
          },
          href: '/services?tab=service-center#tabs',
          linkLabel: { uk: 'Про сервіс', en: 'About the service centre' },
        },
      ],
    },
    {
      blockType: 'textSection',
      eyebrow: { uk: 'Соціальна місія', en: 'Social mission' },
      heading: {
        uk: 'Друге життя техніки — менше електронних відходів',
        en: 'A second life for devices means less e-waste',
      },
      paragraphs: [
        {
          text: {
            uk: 'Кожен відновлений смартфон — це на один пристрій менше на звалищі й доступна техніка для тих, кому новий флагман не по кишені. Частину пристроїв після trade-in ми передаємо школам і волонтерським ініціативам.',
            en: 'Every refurbished smartphone is one device fewer in landfill and an affordable device for someone who cannot stretch to a new flagship. We donate part of the devices we take in through trade-in to schools and volunteer initiatives.',
          },
        },
      ],
      variant: 'accent',
    },
    {
      blockType: 'reviewsNews',
      anchor: 'reviews',
      reviewsHeading: { uk: 'Що кажуть клієнти', en: 'What our customers say' },
      newsHeading: { uk: 'Новини та експертні статті', en: 'News and expert articles' },
      reviewsCount: 4,
      postsCount: 3,
    },
    {
      blockType: 'callToAction',
      heading: { uk: 'Готові обговорити першу партію?', en: 'Ready to talk about your first batch?' },
      text: {
        uk: 'Розкажіть, що вам потрібно, — менеджер відділу продажу підготує пропозицію. Ми на зв’язку 24/7.',
        en: 'Tell us what you need and a sales manager will prepare an offer. We are reachable 24/7.',
      },
      label: { uk: 'Написати менеджеру', en: 'Write to a manager' },
      action: 'contact',
      department: 'sales',
    },
  ],
}

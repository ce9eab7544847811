import { brands } from '../company'
import type { PageSeed } from './types'

export const devicesPage: PageSeed = {
  slug: 'devices',
  title: { uk: 'Пристрої', en: 'Devices' },
  meta: {
    title: {
      uk: 'Пристрої USED і BRAND NEW оптом — Gadget Hub B2B',
      en: 'USED and BRAND NEW devices wholesale | Gadget Hub B2B',
    },
    description: {
      uk: 'Вживані смартфони в шести грейдах із гарантією та нова техніка з гарантією 12 місяців: смартфони, планшети, ноутбуки, навушники, смарт-годинники.',
      en: 'Used smartphones in six grades with a warranty, and new devices with a 12-month warranty: smartphones, tablets, laptops, headphones and smartwatches.',
    },
    image: 'devicesHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Пристрої', en: 'Devices' },
      heading: { uk: 'Техніка USED і BRAND NEW з одного складу', en: 'USED and BRAND NEW devices from one warehouse' },
      text: {
        uk: 'Смартфони, планшети, ноутбуки, навушники та смарт-годинники для роздрібу, e-commerce й корпоративних закупівель — з прозорим грейдом і гарантією на кожен пристрій.',
        en: 'Smartphones, tablets, laptops, headphones and smartwatches for retail, e-commerce and corporate purchasing, with a transparent grade and a warranty on every device.',
      },
      image: media.devicesHero,
      label: { uk: 'Запитати прайс', en: 'Ask for a price list' },
      action: 'contact',
      department: 'sales',
      secondaryLabel: { uk: 'Стандарт якості', en: 'Quality standard' },
      secondaryAction: 'link',
      secondaryHref: '/devices#quality',
    },
    {
      blockType: 'cardsGrid',
      eyebrow: { uk: 'Переваги', en: 'Benefits' },
      heading: { uk: 'Чому бізнес купує техніку в нас', en: 'Why businesses buy devices from us' },
      columns: '4',
      items: [
        {
          badge: '50+',
          title: { uk: 'Перевірка кожного пристрою', en: 'Every device tested' },
          text: {
            uk: 'Діагностика в M360 і огляд техніком за 50+ параметрами.',
            en: 'M360 diagnostics and a technician’s inspection against 50+ parameters.',
          },
        },
        {
          badge: '6',
          title: { uk: 'Шість грейдів', en: 'Six grades' },
          text: {
            uk: 'Від Like New до C — чітко описаний стан і мінімальний рівень батареї.',
            en: 'From Like New to C: a clearly described condition and a minimum battery level.',
          },
        },
        {
          badge: '1 / 12',
          title: { uk: 'Гарантія на все', en: 'A warranty on everything' },
          text: {
            uk: '1 місяць на USED (7 днів на грейд C) і 12 місяців на BRAND NEW.',
            en: '1 month on USED (7 days on grade C) and 12 months on BRAND NEW.',
          },
        },
        {
          badge: '24/7',
          title: { uk: 'Менеджер завжди поруч', en: 'A manager always within reach' },
          text: {
            uk: 'Відповімо на запит у будь-який час, навіть у вихідні.',
            en: 'We answer your request at any time, weekends included.',
          },
        },
      ],
    },
    {
      blockType: 'textSection',
      eyebrow: { uk: 'Фокус', en: 'Focus' },
      heading: { uk: 'Зосереджені на тому, що продається', en: 'Focused on what sells' },
      paragraphs: [
        {
          text: {
            uk: 'Ми не намагаємося продати все. Наш асортимент — п’ять категорій, які найкраще обертаються в роздрібі та найчастіше потрібні компаніям: смартфони, планшети, ноутбуки, навушники й смарт-годинники.',
            en: 'We don’t try to sell everything. Our range is five categories that turn over best in retail and that companies need most: smartphones, tablets, laptops, headphones and smartwatches.',
          },
        },
        {
          text: {
            uk: 'Так ми глибше знаємо кожну модель, швидше перевіряємо її й точніше радимо, що поставити на полицю.',
            en: 'That way we know every model better, test it faster and give sharper advice on what to put on the shelf.',
          },
        },
      ],
      variant: 'plain',
    },
    {
      blockType: 'cardsGrid',
      anchor: 'used',
      eyebrow: 'USED',
      heading: { uk: 'Вживані гаджети з перевіреним станом', en: 'Used gadgets in verified condition' },
      intro: {
        uk: 'Кожен вживаний пристрій отримує грейд, звіт M360 і гарантію. Ви знаєте, що купуєте, ще до відвантаження.',
        en: 'Every used device comes with a grade, an M360 report and a warranty. You know what you are buying before it ships.',
      },
      columns: '3',
      items: [
        {
          title: { uk: 'Вища маржа', en: 'A higher margin' },
          text: {
            uk: 'Закупівельна ціна залежить від грейду, а не від рекомендованої ціни виробника.',
            en: 'The purchase price follows the grade, not the maker’s recommended price.',
          },
          image: media.smartphones,
        },
        {
          title: { uk: 'Повернення за 5 робочих днів', en: 'Returns within 5 business days' },
          text: {
            uk: 'Повернення чи обмін протягом 5 робочих днів, і цей строк входить у гарантію.',
            en: 'Return or exchange within 5 business days, a window that is part of the warranty.',
          },
          image: media.tabWarranty,
        },
        {
          title: { uk: 'Готові до продажу', en: 'Ready to sell' },
          text: {
            uk: 'За бажанням — передпродажна підготовка Fresh Start за 31 параметром.',
            en: 'On request, Fresh Start pre-sale preparation across 31 parameters.',
          },
          image: media.tabPreSale,
          href: '/services?tab=pre-sale#tabs',
          linkLabel: { uk: 'Про підготовку', en: 'About preparation' },
        },
      ],
    },
    {
      blockType: 'deviceCarousel',
      heading: { uk: 'Що є на складі', en: 'What is in stock' },
      items: [
        {
          name: { uk: 'Смартфони', en: 'Smartphones' },
          category: 'USED · BRAND NEW',
          note: { uk: 'Грейди Like New–C', en: 'Grades Like New to C' },
          image: media.smartphones,
        },
        {
          name: { uk: 'Планшети', en: 'Tablets' },
          category: 'USED · BRAND NEW',
          note: { uk: 'Orvanta, Nemara та інші', en: 'Orvanta, Nemara and more' },
          image: media.tablets,
        },
        {
          name: { uk: 'Ноутбуки', en: 'Laptops' },
          category: 'USED · BRAND NEW',
          note: { uk: 'Для офісів і корпоративних парків', en: 'For offices and corporate fleets' },
          image: media.laptops,
        },
        {
          name: { uk: 'Навушники', en: 'Headphones' },
          category: 'BRAND NEW',
          note: { uk: 'Orvanta, Nemara, Lyravox', en: 'Orvanta, Nemara, Lyravox' },
          image: media.headphones,
        },
        {
          name: { uk: 'Смарт-годинники', en: 'Smartwatches' },
          category: 'USED · BRAND NEW',
          note: { uk: 'Годинники й фітнес-трекери', en: 'Watches and fitness trackers' },
          image: media.smartwatches,
        },
      ],
    },
    {
      blockType: 'grades',
      anchor: 'quality',
      heading: { uk: 'Стандарт якості USED', en: 'USED quality standard' },
      intro: {
        uk: 'Шість грейдів для вживаних смартфонів. Для кожного — мінімальний стан батареї, гарантія та коротке відео, яке показує реальний вигляд пристрою.',
        en: 'Six grades for used smartphones. Each has a minimum battery health, a warranty and a short video that shows what a device really looks like.',
      },
    },
    {
      blockType: 'cardsGrid',
      anchor: 'guarantee',
      eyebrow: { uk: 'Гарантія', en: 'Warranty' },
      heading: { uk: 'Гарантія, на яку можна покластися', en: 'A warranty you can rely on' },
      columns: '4',
      items: [
        {
          badge: { uk: '1 міс.', en: '1 mo' },
          title: { uk: 'USED: Like New, A+, A, B+, B', en: 'USED: Like New, A+, A, B+, B' },
          text: {
            uk: 'Гарантія 1 місяць на пристрої цих грейдів.',
            en: 'A 1-month warranty on devices in these grades.',
          },
        },
        {
          badge: { uk: '7 днів', en: '7 days' },
          title: { uk: 'USED: грейд C', en: 'USED: grade C' },
          text: { uk: 'Гарантія 7 днів на помітно зношені пристрої.', en: 'A 7-day warranty on visibly worn devices.' },
        },
        {
          badge: { uk: '12 міс.', en: '12 mo' },
          title: 'BRAND NEW',
          text: { uk: 'Гарантія 12 місяців на всю нову техніку.', en: 'A 12-month warranty on all new devices.' },
        },
        {
          badge: { uk: '1 день', en: '1 day' },
          title: { uk: 'Швидка відповідь', en: 'A quick answer' },
          text: {
            uk: 'На гарантійне звернення відповідаємо протягом одного робочого дня.',
            en: 'We answer a warranty claim within one business day.',
          },
          href: '/guarantee',
          linkLabel: { uk: 'Умови гарантії', en: 'Warranty terms' },
        },
      ],
    },
    {
      blockType: 'cardsGrid',
      anchor: 'new',
      eyebrow: 'BRAND NEW',
      heading: { uk: 'Нова техніка з офіційною гарантією', en: 'New devices with an official warranty' },
      intro: {
        uk: 'Запечатані пристрої з гарантією 12 місяців. Ми — офіційний дистриб’ютор Orvanta та Nemara в Україні й постачаємо навушники Lyravox.',
        en: 'Sealed devices with a 12-month warranty. We are the official distributor of Orvanta and Nemara in Ukraine and also carry Lyravox headphones.',
      },
      columns: '3',
      items: [
        {
          title: { uk: 'Планшети Orvanta і Nemara', en: 'Orvanta and Nemara tablets' },
          text: {
            uk: 'Для навчання, торгових точок і роботи в полі.',
            en: 'For study, points of sale and field work.',
          },
          image: media.tablets,
        },
        {
          title: { uk: 'Навушники трьох брендів', en: 'Headphones from three brands' },
          text: {
            uk: 'Від TWS до студійних моделей Orvanta, Nemara і Lyravox.',
            en: 'From true-wireless to studio models by Orvanta, Nemara and Lyravox.',
          },
          image: media.headphones,
        },
        {
          title: { uk: 'Документи для тендерів', en: 'Paperwork for tenders' },
          text: {
            uk: 'Листи авторизації та сертифікати для корпоративних і державних закупівель.',
            en: 'Authorisation letters and certificates for corporate and government purchasing.',
          },
          image: media.certOrvanta,
          href: '/certificates',
          linkLabel: { uk: 'Сертифікати', en: 'Certificates' },
        },
      ],
    },
    {
      blockType: 'partners',
      heading: { uk: 'Бренди, які ми представляємо', en: 'Brands we represent' },
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
  ],
}

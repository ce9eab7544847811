import type { PageSeed } from './types'

export const guaranteePage: PageSeed = {
  slug: 'guarantee',
  title: { uk: 'Гарантія', en: 'Warranty' },
  meta: {
    title: {
      uk: 'Гарантія на вживану й нову техніку та NO PANIC | Gadget Hub',
      en: 'Warranty on used and new devices, and NO PANIC | Gadget Hub',
    },
    description: {
      uk: 'USED: 1 місяць на грейди Like New–B, 7 днів на C. BRAND NEW: 12 місяців. Повернення за 5 робочих днів, відповідь за один робочий день, NO PANIC до 12 місяців.',
      en: 'USED: 1 month for grades Like New to B, 7 days for C. BRAND NEW: 12 months. Returns within 5 business days, answers within one, NO PANIC up to 12 months.',
    },
    image: 'guaranteeHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Гарантія', en: 'Warranty' },
      heading: { uk: 'Гарантія на кожен пристрій', en: 'A warranty on every device' },
      text: {
        uk: 'Вживаний чи новий — кожен пристрій від Gadget Hub має гарантію. А для тих, кому потрібно більше, є NO PANIC.',
        en: 'Used or new, every device from Gadget Hub carries a warranty. And for those who need more, there is NO PANIC.',
      },
      image: media.guaranteeHero,
      label: { uk: 'Подати звернення', en: 'Make a claim' },
      action: 'contact',
      department: 'sales',
    },
    {
      blockType: 'cardsGrid',
      anchor: 'terms',
      eyebrow: { uk: 'Умови', en: 'Terms' },
      heading: { uk: 'Строки гарантії', en: 'Warranty periods' },
      columns: '3',
      items: [
        {
          badge: { uk: '1 місяць', en: '1 month' },
          title: { uk: 'USED: Like New, A+, A, B+, B', en: 'USED: Like New, A+, A, B+, B' },
          text: { uk: 'Гарантія 1 місяць з дня відвантаження.', en: 'A 1-month warranty from the day of shipment.' },
        },
        {
          badge: { uk: '7 днів', en: '7 days' },
          title: { uk: 'USED: грейд C', en: 'USED: grade C' },
          text: {
            uk: 'Гарантія 7 днів: пристрої з помітним зношенням, але перевіреною функціональністю.',
            en: 'A 7-day warranty: devices with visible wear but checked functionality.',
          },
        },
        {
          badge: { uk: '12 місяців', en: '12 months' },
          title: 'BRAND NEW',
          text: { uk: 'Гарантія 12 місяців на всю нову техніку.', en: 'A 12-month warranty on all new devices.' },
        },
        {
          badge: { uk: '5 робочих днів', en: '5 business days' },
          title: { uk: 'Повернення чи обмін', en: 'Return or exchange' },
          text: {
            uk: 'Протягом 5 робочих днів; цей строк входить у гарантійний період.',
            en: 'Within 5 business days; this window is part of the warranty period.',
          },
        },
        {
          badge: { uk: '1 робочий день', en: '1 business day' },
          title: { uk: 'Відповідь на звернення', en: 'An answer to your claim' },
          text: {
            uk: 'Розглядаємо кожне гарантійне звернення протягом одного робочого дня.',
            en: 'We handle every warranty claim within one business day.',
          },
        },
      ],
    },
    {
      blockType: 'textSection',
      anchor: 'no-panic',
      eyebrow: 'NO PANIC',
      heading: { uk: 'Розширена гарантія NO PANIC', en: 'The NO PANIC extended warranty' },
      paragraphs: [
        {
          text: {
            uk: 'NO PANIC продовжує захист вживаних пристроїв грейдів Like New, A+, A, B+ і B на 3, 6 або 12 місяців.',
            en: 'NO PANIC extends cover for used devices graded Like New, A+, A, B+ and B to 3, 6 or 12 months.',
          },
        },
      ],
      bullets: [
        {
          text: {
            uk: 'Нова батарея, якщо ємність знизилася до 80% або нижче',
            en: 'A new battery if capacity has dropped to 80% or below',
          },
        },
        { text: { uk: 'Знижка до 50% на роботи сервісного центру', en: 'Up to 50% off service-centre work' } },
        { text: { uk: 'Строк на вибір: 3, 6 або 12 місяців', en: 'Your choice of term: 3, 6 or 12 months' } },
      ],
      image: media.tabWarranty,
      variant: 'accent',
      label: { uk: 'Детальніше про NO PANIC', en: 'More about NO PANIC' },
      action: 'link',
      href: '/services?tab=warranty#tabs',
    },
    {
      blockType: 'steps',
      anchor: 'claim',
      heading: { uk: 'Як подати гарантійне звернення', en: 'How to make a warranty claim' },
      items: [
        {
          title: { uk: 'Опишіть проблему', en: 'Describe the problem' },
          text: {
            uk: 'Надішліть IMEI чи серійний номер і короткий опис через форму або своєму менеджеру.',
            en: 'Send the IMEI or serial number and a short description through the form or to your manager.',
          },
        },
        {
          title: { uk: 'Отримайте відповідь', en: 'Get an answer' },
          text: {
            uk: 'Протягом одного робочого дня погодимо, як повернути пристрій.',
            en: 'Within one business day we agree how the device comes back to us.',
          },
        },
        {
          title: { uk: 'Діагностика', en: 'Diagnostics' },
          text: {
            uk: 'Перевіряємо пристрій у M360 і порівнюємо зі звітом при відвантаженні.',
            en: 'We test the device in M360 and compare it with the report made at shipment.',
          },
        },
        {
          title: { uk: 'Рішення', en: 'Resolution' },
          text: {
            uk: 'Ремонт, заміна або повернення коштів — залежно від випадку та строку.',
            en: 'Repair, replacement or refund, depending on the case and the period.',
          },
        },
      ],
    },
    {
      blockType: 'faq',
      heading: { uk: 'Запитання про гарантію', en: 'Warranty questions' },
      items: [
        {
          question: { uk: 'Від якої дати рахується гарантія?', en: 'When does the warranty start?' },
          answer: {
            uk: 'З дня відвантаження, зазначеного в накладній.',
            en: 'On the shipment date shown on the invoice.',
          },
        },
        {
          question: { uk: 'Що не покриває гарантія?', en: 'What does the warranty not cover?' },
          answer: {
            uk: 'Механічні пошкодження, сліди рідини та втручання сторонніх сервісів після відвантаження.',
            en: 'Physical damage, liquid damage and work by third-party repairers after shipment.',
          },
        },
        {
          question: { uk: 'Чи можна додати NO PANIC пізніше?', en: 'Can I add NO PANIC later?' },
          answer: {
            uk: 'NO PANIC оформлюється під час погодження партії — так строк фіксується в накладній для кожного пристрою.',
            en: 'NO PANIC is added when you agree the batch, so the term is recorded on the invoice for each device.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { uk: 'Щось пішло не так?', en: 'Something gone wrong?' },
      text: {
        uk: 'Напишіть нам — відповімо протягом одного робочого дня.',
        en: 'Write to us and we will answer within one business day.',
      },
      label: { uk: 'Подати звернення', en: 'Make a claim' },
      action: 'contact',
      department: 'sales',
    },
  ],
}

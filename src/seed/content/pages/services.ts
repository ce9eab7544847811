import type { PageSeed } from './types'

export const servicesPage: PageSeed = {
  slug: 'services',
  title: { uk: 'Послуги', en: 'Services' },
  meta: {
    title: {
      uk: 'Послуги: M360, передпродажна підготовка, trade-in, NO PANIC',
      en: 'Services: M360, pre-sale preparation, trade-in, NO PANIC',
    },
    description: {
      uk: 'Діагностика M360 до 15 пристроїв одночасно, Fresh Start за 31 параметром, trade-in і викуп, розширена гарантія NO PANIC та сервісний центр.',
      en: 'M360 diagnostics for up to 15 devices at once, Fresh Start across 31 parameters, trade-in and buyout, the NO PANIC extended warranty and a service centre.',
    },
    image: 'servicesHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Послуги', en: 'Services' },
      heading: { uk: 'Сервіси, що допомагають продавати техніку', en: 'Services that help you sell devices' },
      text: {
        uk: 'Від діагностики й підготовки до продажу — до обміну, розширеної гарантії та ремонту. Усе, що потрібно бізнесу, який працює з електронікою.',
        en: 'From diagnostics and pre-sale preparation to trade-in, extended warranty and repair: everything a business that deals in electronics needs.',
      },
      image: media.servicesHero,
      label: { uk: 'Обрати послугу', en: 'Choose a service' },
      action: 'link',
      href: '/services#tabs',
    },
    {
      blockType: 'marquee',
      items: [
        { text: { uk: 'M360 — до 15 пристроїв одночасно', en: 'M360: up to 15 devices at once' } },
        { text: { uk: '30+ автоматичних тестів', en: '30+ automatic tests' } },
        { text: { uk: 'Fresh Start — 31 параметр', en: 'Fresh Start: 31 parameters' } },
        { text: { uk: 'Trade-in, викуп і зворотний викуп', en: 'Trade-in, buyout and buy-back' } },
        { text: { uk: 'NO PANIC — 3, 6 або 12 місяців', en: 'NO PANIC: 3, 6 or 12 months' } },
        { text: { uk: 'Сервісний центр', en: 'Service centre' } },
      ],
    },
    {
      blockType: 'tabs',
      anchor: 'tabs',
      heading: { uk: 'Наші послуги', en: 'Our services' },
      tabs: [
        {
          key: 'soft',
          label: { uk: 'Програма M360', en: 'M360 software' },
          heading: { uk: 'M360: діагностика без черги', en: 'M360: diagnostics without the queue' },
          text: {
            uk: 'Програма для перевірки вживаних смартфонів і планшетів. Підключаєте пристрої — отримуєте звіт про стан кожного з них.',
            en: 'Software for testing used smartphones and tablets. Connect the devices and get a condition report for each one.',
          },
          bullets: [
            {
              text: {
                uk: 'Один обліковий запис перевіряє до 15 пристроїв одночасно',
                en: 'One account tests up to 15 devices at once',
              },
            },
            { text: { uk: 'Понад 30 автоматичних тестів', en: 'More than 30 automatic tests' } },
            {
              text: {
                uk: '31 параметр у сценарії передпродажної підготовки',
                en: '31 parameters in the pre-sale preparation scenario',
              },
            },
            {
              text: {
                uk: 'Промокод дає 10% знижки на підписку M360',
                en: 'A promo code gives 10% off an M360 subscription',
              },
            },
          ],
          image: media.tabSoft,
          ctaLabel: { uk: 'Отримати промокод', en: 'Get a promo code' },
          ctaAction: 'contact',
          ctaDepartment: 'sales',
        },
        {
          key: 'pre-sale',
          label: { uk: 'Передпродажна підготовка', en: 'Pre-sale preparation' },
          heading: { uk: 'Fresh Start і Service', en: 'Fresh Start and Service' },
          text: {
            uk: 'Готуємо пристрої так, щоб їх можна було одразу покласти на вітрину чи відправити покупцю.',
            en: 'We prepare devices so they can go straight onto the shelf or out to a customer.',
          },
          bullets: [
            {
              text: {
                uk: 'Fresh Start: очищення, оновлення й налаштування за 31 параметром',
                en: 'Fresh Start: wiping, updating and setting up across 31 parameters',
              },
            },
            {
              text: {
                uk: 'Service: заміна батареї, скла камери, роз’ємів',
                en: 'Service: replacing batteries, camera glass and ports',
              },
            },
            { text: { uk: 'Повторна перевірка в M360 після робіт', en: 'A repeat M360 check after the work' } },
            {
              text: {
                uk: 'Захисна плівка, маркування грейду, пакування',
                en: 'Protective film, grade label and packing',
              },
            },
          ],
          image: media.tabPreSale,
          ctaLabel: { uk: 'Замовити підготовку', en: 'Order preparation' },
          ctaAction: 'contact',
          ctaDepartment: 'freshStart',
        },
        {
          key: 'exchange',
          label: { uk: 'Trade-in і викуп', en: 'Trade-in and buyout' },
          heading: { uk: 'Trade-in, викуп і зворотний викуп', en: 'Trade-in, buyout and buy-back' },
          text: {
            uk: 'Перетворюємо старі пристрої вашої компанії на гроші або знижку на нову техніку.',
            en: 'We turn your company’s old devices into money or a discount on new ones.',
          },
          bullets: [
            {
              text: {
                uk: 'Trade-in: знижка на техніку з нашого асортименту',
                en: 'Trade-in: a discount on devices from our range',
              },
            },
            { text: { uk: 'Викуп з оплатою на рахунок компанії', en: 'Buyout paid to your company account' } },
            {
              text: {
                uk: 'Зворотний викуп за ціною, зафіксованою заздалегідь',
                en: 'Buy-back at a price fixed in advance',
              },
            },
            {
              text: {
                uk: 'Попередня оцінка протягом робочого дня',
                en: 'A provisional valuation within one business day',
              },
            },
          ],
          image: media.tabExchange,
          ctaLabel: { uk: 'Оцінити техніку', en: 'Get a valuation' },
          ctaAction: 'contact',
          ctaDepartment: 'exchange',
        },
        {
          key: 'warranty',
          label: { uk: 'Гарантія NO PANIC', en: 'NO PANIC warranty' },
          heading: { uk: 'NO PANIC: розширена гарантія', en: 'NO PANIC: an extended warranty' },
          text: {
            uk: 'Додатковий захист для вживаних пристроїв грейдів Like New, A+, A, B+ і B.',
            en: 'Extra cover for used devices graded Like New, A+, A, B+ and B.',
          },
          bullets: [
            { text: { uk: 'Строк на вибір: 3, 6 або 12 місяців', en: 'Your choice of term: 3, 6 or 12 months' } },
            {
              text: { uk: 'Нова батарея, якщо ємність 80% або нижче', en: 'A new battery if capacity is 80% or below' },
            },
            { text: { uk: 'Знижка до 50% на роботи сервісного центру', en: 'Up to 50% off service-centre work' } },
          ],
          image: media.tabWarranty,
          ctaLabel: { uk: 'Додати NO PANIC', en: 'Add NO PANIC' },
          ctaAction: 'contact',
          ctaDepartment: 'sales',
        },
        {
          key: 'service-center',
          label: { uk: 'Сервісний центр', en: 'Service center' },
          heading: { uk: 'Ремонт для бізнесу', en: 'Repairs for business' },
          text: {
            uk: 'Ремонтуємо смартфони, планшети й ноутбуки для магазинів, сервісних центрів і корпоративних клієнтів.',
            en: 'We repair smartphones, tablets and laptops for shops, service centres and corporate customers.',
          },
          bullets: [
            {
              text: {
                uk: 'Заміна батарей, дисплеїв, корпусів і роз’ємів',
                en: 'Replacement of batteries, displays, housings and ports',
              },
            },
            {
              text: { uk: 'Діагностика в M360 до й після ремонту', en: 'M360 diagnostics before and after the repair' },
            },
            { text: { uk: 'До 50% знижки для власників NO PANIC', en: 'Up to 50% off for NO PANIC holders' } },
          ],
          image: media.tabServiceCenter,
          ctaLabel: { uk: 'Передати в ремонт', en: 'Book a repair' },
          ctaAction: 'contact',
          ctaDepartment: 'serviceCenter',
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { uk: 'Не знаєте, з чого почати?', en: 'Not sure where to start?' },
      text: {
        uk: 'Опишіть завдання — менеджер підкаже, яка послуга підійде, і порахує вартість.',
        en: 'Describe what you need and a manager will suggest the right service and work out the cost.',
      },
      label: { uk: 'Поставити запитання', en: 'Ask a question' },
      action: 'contact',
      department: 'inquiry',
    },
  ],
}

import type { PageSeed } from './types'

export const b2bPage: PageSeed = {
  slug: 'b2b',
  title: { uk: 'Для бізнесу', en: 'For business' },
  meta: {
    title: {
      uk: 'B2B-постачання електроніки — умови для бізнесу | Gadget Hub',
      en: 'B2B electronics supply: terms for business | Gadget Hub',
    },
    description: {
      uk: 'Оптові поставки смартфонів, планшетів і ноутбуків для роздрібу, операторів, e-commerce, ломбардів, сервісних центрів, корпоративних і державних замовників.',
      en: 'Wholesale smartphones, tablets and laptops for retailers, operators, e-commerce, pawn shops, service centres, and corporate and government buyers.',
    },
    image: 'b2bHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: 'B2B',
      heading: {
        uk: 'Постачання техніки для бізнесу без сюрпризів',
        en: 'Device supply for business, without surprises',
      },
      text: {
        uk: 'Гнучкі партії, прозорі грейди, гарантія та документи для бухгалтерії й тендерів. Працюємо з компаніями будь-якого розміру по всій Україні.',
        en: 'Flexible batch sizes, transparent grades, a warranty and the paperwork your accountants and tenders need. We work with companies of every size across Ukraine.',
      },
      image: media.b2bHero,
      label: { uk: 'Стати клієнтом', en: 'Become a customer' },
      action: 'contact',
      department: 'sales',
      secondaryLabel: { uk: 'Наші послуги', en: 'Our services' },
      secondaryAction: 'link',
      secondaryHref: '/services',
    },
    {
      blockType: 'cardsGrid',
      eyebrow: { uk: 'Для кого', en: 'Who we serve' },
      heading: {
        uk: 'Працюємо з тими, хто продає й використовує техніку',
        en: 'We work with those who sell and use devices',
      },
      columns: '4',
      items: [
        {
          title: { uk: 'Роздрібні мережі', en: 'Retailers' },
          text: {
            uk: 'Стабільні поставки USED і BRAND NEW під ваш асортимент.',
            en: 'Steady USED and BRAND NEW supply for your range.',
          },
        },
        {
          title: { uk: 'Оператори зв’язку', en: 'Operators' },
          text: {
            uk: 'Пристрої для абонентських програм і зворотний викуп.',
            en: 'Devices for subscriber programmes, and buy-back.',
          },
        },
        {
          title: { uk: 'Гуртові покупці', en: 'Wholesale' },
          text: { uk: 'Великі партії за єдиним стандартом грейдів.', en: 'Large batches under one grading standard.' },
        },
        {
          title: { uk: 'Інтернет-торгівля', en: 'E-commerce' },
          text: { uk: 'Звіти M360 і фото для карток товару.', en: 'M360 reports and photos for product pages.' },
        },
        {
          title: { uk: 'Ломбарди', en: 'Pawn shops' },
          text: {
            uk: 'Швидка оцінка й викуп невикупленої техніки.',
            en: 'Quick valuation and buyout of unredeemed devices.',
          },
        },
        {
          title: { uk: 'Сервісні центри', en: 'Service centres' },
          text: { uk: 'M360, запчастини з пристроїв-донорів і ремонт.', en: 'M360, donor-device parts and repairs.' },
        },
        {
          title: { uk: 'Корпоративні клієнти', en: 'Corporate buyers' },
          text: {
            uk: 'Оновлення парку ноутбуків і смартфонів працівників.',
            en: 'Renewing your staff’s laptops and smartphones.',
          },
        },
        {
          title: { uk: 'Державні замовники', en: 'Government buyers' },
          text: {
            uk: 'Нова техніка з документами для публічних закупівель.',
            en: 'New devices with the paperwork public procurement needs.',
          },
        },
      ],
    },
    {
      blockType: 'cardsGrid',
      eyebrow: { uk: 'Умови', en: 'Terms' },
      heading: { uk: 'Умови співпраці', en: 'How we work together' },
      columns: '3',
      items: [
        {
          badge: { uk: '1 міс. / 7 днів', en: '1 mo / 7 days' },
          title: { uk: 'Гарантія на USED', en: 'USED warranty' },
          text: {
            uk: '1 місяць на грейди Like New–B, 7 днів на грейд C; повернення чи обмін протягом 5 робочих днів.',
            en: '1 month on grades Like New to B, 7 days on grade C; return or exchange within 5 business days.',
          },
        },
        {
          badge: { uk: '12 міс.', en: '12 mo' },
          title: { uk: 'Гарантія на BRAND NEW', en: 'BRAND NEW warranty' },
          text: { uk: '12 місяців на всю нову техніку.', en: '12 months on all new devices.' },
        },
        {
          badge: { uk: '1 день', en: '1 day' },
          title: { uk: 'Відповідь на звернення', en: 'An answer to every claim' },
          text: {
            uk: 'Гарантійні звернення розглядаємо протягом одного робочого дня.',
            en: 'We handle warranty claims within one business day.',
          },
        },
        {
          badge: '50+',
          title: { uk: 'Прозорий грейд', en: 'A transparent grade' },
          text: {
            uk: 'Кожен вживаний пристрій перевірено за 50+ параметрами.',
            en: 'Every used device checked against 50+ parameters.',
          },
        },
        {
          badge: '−10%',
          title: { uk: 'Знижка на M360', en: 'M360 discount' },
          text: {
            uk: 'Промокод дає 10% знижки на підписку M360.',
            en: 'A promo code gives 10% off an M360 subscription.',
          },
        },
        {
          badge: '24/7',
          title: { uk: 'Особистий менеджер', en: 'A personal manager' },
          text: { uk: 'Менеджери на зв’язку 24/7.', en: 'Managers reachable 24/7.' },
        },
      ],
    },
    {
      blockType: 'steps',
      heading: { uk: 'Як почати', en: 'How to get started' },
      intro: {
        uk: 'Від першого повідомлення до першої поставки — зазвичай кілька днів.',
        en: 'From the first message to the first delivery usually takes a few days.',
      },
      items: [
        {
          title: { uk: 'Залиште заявку', en: 'Send a request' },
          text: {
            uk: 'Розкажіть про свою компанію й потреби у формі на сайті.',
            en: 'Tell us about your company and needs in the form on this site.',
          },
        },
        {
          title: { uk: 'Отримайте пропозицію', en: 'Receive an offer' },
          text: {
            uk: 'Менеджер надішле прайс і умови під ваш обсяг.',
            en: 'A manager sends a price list and terms for your volume.',
          },
        },
        {
          title: { uk: 'Погодьте партію', en: 'Agree the batch' },
          text: {
            uk: 'Оберіть моделі, грейди й додаткові послуги — Fresh Start чи NO PANIC.',
            en: 'Choose models, grades and extras such as Fresh Start or NO PANIC.',
          },
        },
        {
          title: { uk: 'Отримайте техніку', en: 'Receive the devices' },
          text: {
            uk: 'Відвантажимо з документами та звітами M360 на кожен пристрій.',
            en: 'We ship with the paperwork and an M360 report for every device.',
          },
        },
      ],
    },
    {
      blockType: 'faq',
      heading: { uk: 'Часті запитання', en: 'Frequently asked questions' },
      items: [
        {
          question: { uk: 'Яка мінімальна партія?', en: 'What is the minimum order?' },
          answer: {
            uk: 'Жорсткого мінімуму немає. Ціна залежить від обсягу, тож менеджер запропонує оптимальну партію для старту.',
            en: 'There is no fixed minimum. Prices depend on volume, so your manager will suggest the best batch to start with.',
          },
        },
        {
          question: { uk: 'Чи працюєте ви з ПДВ?', en: 'Do you work with VAT?' },
          answer: {
            uk: 'Так, надаємо повний пакет документів для юридичних осіб, зокрема для платників ПДВ.',
            en: 'Yes, we provide the full set of documents for companies, including VAT payers.',
          },
        },
        {
          question: { uk: 'Як доставляєте по Україні?', en: 'How do you deliver across Ukraine?' },
          answer: {
            uk: 'Поштовими операторами, вантажними перевізниками або адресною доставкою — як зручніше вам.',
            en: 'By postal operators, freight carriers or door-to-door delivery, whichever suits you best.',
          },
        },
        {
          question: { uk: 'Чи можна повернути пристрій?', en: 'Can I return a device?' },
          answer: {
            uk: 'Так, протягом 5 робочих днів, і цей строк входить у гарантійний період.',
            en: 'Yes, within 5 business days, and that window is part of the warranty period.',
          },
        },
        {
          question: { uk: 'Чи берете участь у тендерах?', en: 'Do you take part in tenders?' },
          answer: {
            uk: 'Так, постачаємо нову техніку для корпоративних і державних закупівель разом із листами авторизації від брендів.',
            en: 'Yes, we supply new devices for corporate and government purchasing, together with authorisation letters from the brands.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { uk: 'Обговоримо ваші обсяги?', en: 'Shall we discuss your volumes?' },
      text: {
        uk: 'Менеджер відділу продажу відповість протягом робочого дня, а часто — за кілька хвилин.',
        en: 'A sales manager will reply within one business day, and often within minutes.',
      },
      label: { uk: 'Написати у відділ продажу', en: 'Write to the sales team' },
      action: 'contact',
      department: 'sales',
    },
  ],
}

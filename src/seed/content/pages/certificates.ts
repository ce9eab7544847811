import type { PageSeed } from './types'

export const certificatesPage: PageSeed = {
  slug: 'certificates',
  title: { uk: 'Сертифікати', en: 'Certificates' },
  meta: {
    title: {
      uk: 'Сертифікати та листи авторизації Gadget Hub',
      en: 'Gadget Hub certificates and authorisation letters',
    },
    description: {
      uk: 'Офіційний дистриб’ютор Orvanta та Nemara в Україні, партнер Lyravox і M360: листи авторизації та сертифікати для закупівель і тендерів.',
      en: 'The official distributor of Orvanta and Nemara in Ukraine and a partner of Lyravox and M360: authorisation letters and certificates for purchasing and tenders.',
    },
    image: 'certificatesHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Сертифікати', en: 'Certificates' },
      heading: { uk: 'Офіційно й задокументовано', en: 'Official and on paper' },
      text: {
        uk: 'Ми — офіційний дистриб’ютор в Україні двох брендів планшетів і навушників та партнер виробника M360. Копії документів надаємо на запит для закупівель і тендерів.',
        en: 'We are the official distributor in Ukraine of two tablet and headphone brands and a partner of the M360 developer. Copies of the documents are available on request for purchasing and tenders.',
      },
      image: media.certificatesHero,
      label: { uk: 'Запитати копії', en: 'Request copies' },
      action: 'contact',
      department: 'sales',
    },
    {
      blockType: 'cardsGrid',
      anchor: 'documents',
      heading: { uk: 'Наші документи', en: 'Our documents' },
      columns: '4',
      items: [
        {
          title: { uk: 'Лист авторизації Orvanta', en: 'Orvanta authorisation letter' },
          text: {
            uk: 'Офіційний дистриб’ютор планшетів і навушників Orvanta в Україні з 2024 року.',
            en: 'Official distributor of Orvanta tablets and headphones in Ukraine since 2024.',
          },
          image: media.certOrvanta,
        },
        {
          title: { uk: 'Лист авторизації Nemara', en: 'Nemara authorisation letter' },
          text: {
            uk: 'Офіційний дистриб’ютор планшетів і навушників Nemara в Україні з 2025 року.',
            en: 'Official distributor of Nemara tablets and headphones in Ukraine since 2025.',
          },
          image: media.certNemara,
        },
        {
          title: { uk: 'Сертифікат партнера Lyravox', en: 'Lyravox partner certificate' },
          text: { uk: 'Постачання лінійки навушників Lyravox.', en: 'Supply of the Lyravox headphone line-up.' },
          image: media.certLyravox,
        },
        {
          title: { uk: 'Сертифікат партнера M360', en: 'M360 partner certificate' },
          text: {
            uk: 'Право продавати підписки M360 і надавати знижку за промокодом.',
            en: 'Authorised to sell M360 subscriptions and offer the promo-code discount.',
          },
          image: media.certM360,
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { uk: 'Потрібні документи для тендеру?', en: 'Need documents for a tender?' },
      text: {
        uk: 'Надішлемо завірені копії та підготуємо пакет документів під вимоги замовника.',
        en: 'We will send certified copies and prepare a document pack to your buyer’s requirements.',
      },
      label: { uk: 'Запитати документи', en: 'Request documents' },
      action: 'contact',
      department: 'sales',
    },
  ],
}

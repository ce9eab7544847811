import { company } from '../company'
import type { PageSeed } from './types'

export const careersPage: PageSeed = {
  slug: 'careers',
  title: { uk: 'Кар’єра', en: 'Careers' },
  meta: {
    title: { uk: 'Кар’єра в Gadget Hub — вакансії в Києві', en: 'Careers at Gadget Hub: open positions in Kyiv' },
    description: {
      uk: 'Приєднуйтеся до команди з 45+ людей: продажі, діагностика техніки, логістика. Надішліть резюме — відповімо кожному.',
      en: 'Join a team of 45+ people in sales, device diagnostics and logistics. Send us your CV and we will reply to everyone.',
    },
    image: 'careersHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Кар’єра', en: 'Careers' },
      heading: { uk: 'Будуйте з нами ринок, якому довіряють', en: 'Build a market people trust, with us' },
      text: {
        uk: `Нас уже ${company.team}, і ми шукаємо людей, які люблять техніку та доводять справи до кінця.`,
        en: `There are already ${company.team} of us, and we are looking for people who love technology and see things through.`,
      },
      image: media.careersHero,
      label: { uk: 'Відкриті вакансії', en: 'Open positions' },
      action: 'link',
      href: '/careers#vacancies',
    },
    {
      blockType: 'textSection',
      eyebrow: { uk: 'Робота в Gadget Hub', en: 'Working at Gadget Hub' },
      heading: { uk: 'Чому в нас добре працювати', en: 'Why people like working here' },
      paragraphs: [
        {
          text: {
            uk: `Ми молода компанія — на ринку з ${company.since} року, — тож рішення ухвалюються швидко, а ініціативу помічають. У нас ${company.departments} відділів, і між ними легко перейти, якщо захочеться спробувати нове.`,
            en: `We are a young company, on the market since ${company.since}, so decisions are quick and initiative gets noticed. We have ${company.departments} departments, and it is easy to move between them if you want to try something new.`,
          },
        },
      ],
      bullets: [
        { text: { uk: 'Офіційне оформлення та стабільна оплата', en: 'A formal contract and reliable pay' } },
        {
          text: {
            uk: 'Офіс на Подолі з генератором і Starlink',
            en: 'An office in Podil with a generator and Starlink',
          },
        },
        { text: { uk: 'Навчання роботі з M360 і нашими стандартами', en: 'Training in M360 and our standards' } },
        { text: { uk: 'Знижки на техніку для працівників', en: 'Staff discounts on devices' } },
      ],
      variant: 'plain',
    },
    {
      blockType: 'vacancies',
      anchor: 'vacancies',
      heading: { uk: 'Відкриті вакансії', en: 'Open positions' },
      intro: {
        uk: 'Не знайшли свою роль? Надішліть резюме — ми зв’яжемося, щойно з’явиться відповідна позиція.',
        en: 'Don’t see your role? Send your CV anyway and we will get in touch when a matching position opens.',
      },
      formHeading: { uk: 'Надіслати резюме', en: 'Send your CV' },
      emptyText: {
        uk: 'Зараз відкритих вакансій немає, але ми завжди раді резюме.',
        en: 'There are no open positions right now, but we are always glad to receive a CV.',
      },
    },
    {
      blockType: 'faq',
      heading: { uk: 'Запитання кандидатів', en: 'Questions from candidates' },
      items: [
        {
          question: { uk: 'Як проходить відбір?', en: 'How does selection work?' },
          answer: {
            uk: 'Коротка телефонна розмова, зустріч із керівником відділу й за потреби тестове завдання. Зазвичай усе займає до двох тижнів.',
            en: 'A short phone call, a meeting with the head of the department and, if needed, a test task. It usually takes up to two weeks.',
          },
        },
        {
          question: { uk: 'Який графік роботи?', en: 'What are the working hours?' },
          answer: {
            uk: 'Пн–Пт 09:00–18:00, Сб 09:00–13:00; для деяких ролей можливий гнучкий графік.',
            en: 'Mon–Fri 09:00–18:00, Sat 09:00–13:00; some roles can have flexible hours.',
          },
        },
        {
          question: { uk: 'Чи можна працювати віддалено?', en: 'Can I work remotely?' },
          answer: {
            uk: 'Частково — для ролей у продажах і маркетингу. Робота з технікою та логістика — в офісі.',
            en: 'Partly, for sales and marketing roles. Work with devices and logistics happens in the office.',
          },
        },
      ],
    },
  ],
}

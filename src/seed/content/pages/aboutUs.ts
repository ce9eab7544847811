import { company } from '../company'
import type { PageSeed } from './types'

export const aboutUsPage: PageSeed = {
  slug: 'about-us',
  title: { uk: 'Про нас', en: 'About us' },
  meta: {
    title: {
      uk: 'Про Gadget Hub — дистриб’ютор електроніки з 2022 року',
      en: 'About Gadget Hub: an electronics distributor since 2022',
    },
    description: {
      uk: 'Історія, цінності та команда Gadget Hub: 45+ фахівців, 11 відділів і власний стандарт перевірки вживаної техніки за 50+ параметрами.',
      en: 'The story, values and team of Gadget Hub: 45+ people, 11 departments and our own standard for testing used devices against 50+ parameters.',
    },
    image: 'aboutHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Про нас', en: 'About us' },
      heading: { uk: 'Команда, яка відповідає за кожен пристрій', en: 'A team that answers for every device' },
      text: {
        uk: `З ${company.since} року ми постачаємо електроніку бізнесу й будуємо ринок, на якому вживаній техніці можна довіряти.`,
        en: `Since ${company.since} we have supplied electronics to businesses and built a market where used devices can be trusted.`,
      },
      image: media.aboutHero,
      label: { uk: 'Познайомитися з командою', en: 'Meet the team' },
      action: 'link',
      href: '/about-us#team',
    },
    {
      blockType: 'textSection',
      anchor: 'story',
      eyebrow: { uk: 'Історія', en: 'Our story' },
      heading: { uk: 'Як ми починали', en: 'How it started' },
      paragraphs: [
        {
          text: {
            uk: `Gadget Hub з’явився у ${company.since} році з простої ідеї: вживаний смартфон не повинен бути лотереєю. Ми почали з кількох постачальників і власного чек-листа перевірки.`,
            en: `Gadget Hub started in ${company.since} with a simple idea: a used smartphone should not be a lottery. We began with a handful of suppliers and our own inspection checklist.`,
          },
        },
        {
          text: {
            uk: 'Сьогодні чек-лист виріс до стандарту з 50+ параметрів і програми M360, а компанія — до повного циклу: закупівля, перевірка, передпродажна підготовка, продаж, гарантія та сервіс.',
            en: 'Today that checklist has grown into a 50+ parameter standard and the M360 software, and the company into a full cycle: purchasing, testing, pre-sale preparation, sales, warranty and service.',
          },
        },
        {
          text: {
            uk: 'Ми стали офіційним дистриб’ютором в Україні двох брендів планшетів і навушників — Orvanta та Nemara — і додали до асортименту лінійку навушників Lyravox.',
            en: 'We became the official distributor in Ukraine of two tablet and headphone brands, Orvanta and Nemara, and added the Lyravox headphone line-up to our range.',
          },
        },
      ],
      image: media.aboutHero,
      variant: 'plain',
    },
    {
      blockType: 'facts',
      heading: { uk: 'Коротко про нас', en: 'At a glance' },
      items: [
        { value: String(company.since), label: { uk: 'на ринку з', en: 'on the market since' } },
        { value: company.team, label: { uk: 'людей у команді', en: 'team members' } },
        { value: String(company.departments), label: { uk: 'відділів', en: 'departments' } },
        { value: '24/7', label: { uk: 'менеджери на зв’язку', en: 'managers within reach' } },
      ],
    },
    {
      blockType: 'cardsGrid',
      eyebrow: { uk: 'Цінності', en: 'Values' },
      heading: { uk: 'У що ми віримо', en: 'What we believe in' },
      columns: '4',
      items: [
        {
          title: { uk: 'Чесність', en: 'Honesty' },
          text: {
            uk: 'Грейд описує реальний стан, а не бажаний.',
            en: 'A grade describes the real condition, not the hoped-for one.',
          },
        },
        {
          title: { uk: 'Відповідальність', en: 'Responsibility' },
          text: {
            uk: 'Гарантія на кожен пристрій і відповідь за один робочий день.',
            en: 'A warranty on every device and an answer within one business day.',
          },
        },
        {
          title: { uk: 'Швидкість', en: 'Speed' },
          text: {
            uk: 'Менеджери на зв’язку 24/7, а M360 перевіряє 15 пристроїв разом.',
            en: 'Managers reachable 24/7, and M360 testing 15 devices together.',
          },
        },
        {
          title: { uk: 'Друге життя техніки', en: 'A second life for devices' },
          text: {
            uk: 'Відновлення замість утилізації — менше електронних відходів.',
            en: 'Refurbishing instead of scrapping means less e-waste.',
          },
        },
      ],
    },
    {
      blockType: 'cardsGrid',
      anchor: 'team',
      eyebrow: { uk: 'Команда', en: 'Team' },
      heading: {
        uk: `${company.team} людей в ${company.departments} відділах`,
        en: `${company.team} people in ${company.departments} departments`,
      },
      intro: {
        uk: 'За кожною поставкою стоять люди, які знають свою справу. Ось команди, з якими ви працюватимете найчастіше.',
        en: 'Behind every delivery are people who know their job. These are the teams you will work with most often.',
      },
      columns: '3',
      items: [
        {
          title: { uk: 'Відділ продажу', en: 'Sales Team' },
          text: {
            uk: 'Підбирає асортимент і погоджує умови для кожного клієнта.',
            en: 'Puts together ranges and agrees terms with each customer.',
          },
        },
        {
          title: { uk: 'Закупівля USED і BRAND NEW', en: 'Purchase USED and BRAND NEW' },
          text: {
            uk: 'Шукає техніку в Україні та за кордоном і працює з брендами.',
            en: 'Sources devices in Ukraine and abroad and works with the brands.',
          },
        },
        {
          title: { uk: 'Передпродажна підготовка', en: 'Pre-sale preparation' },
          text: {
            uk: 'Перевіряє пристрої в M360 і готує їх до продажу за 31 параметром.',
            en: 'Tests devices in M360 and prepares them for sale across 31 parameters.',
          },
        },
        {
          title: { uk: 'Сервісний центр', en: 'Service centre' },
          text: {
            uk: 'Ремонтує техніку й обслуговує гарантію NO PANIC.',
            en: 'Repairs devices and services the NO PANIC warranty.',
          },
        },
        {
          title: { uk: 'Логістика', en: 'Logistics' },
          text: {
            uk: 'Відвантажує партії по всій Україні вчасно й без пошкоджень.',
            en: 'Ships batches all over Ukraine on time and undamaged.',
          },
        },
        {
          title: { uk: 'Маркетинг', en: 'Marketing' },
          text: {
            uk: 'Готує контент, фото й матеріали для ваших продажів.',
            en: 'Prepares content, photos and material to help you sell.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { uk: 'Хочете працювати з нами?', en: 'Would you like to work with us?' },
      text: {
        uk: 'Як клієнт — напишіть у відділ продажу. Як колега — перегляньте відкриті вакансії.',
        en: 'As a customer, write to the sales team. As a colleague, look at our open positions.',
      },
      label: { uk: 'Написати нам', en: 'Write to us' },
      action: 'contact',
      department: 'sales',
    },
  ],
}

import type { PageSeed } from './types'

export const processesPage: PageSeed = {
  slug: 'processes',
  title: { uk: 'Процеси', en: 'Processes' },
  meta: {
    title: {
      uk: 'Як ми перевіряємо техніку: грейдинг за 50+ параметрами',
      en: 'How we test devices: grading against 50+ parameters',
    },
    description: {
      uk: 'Шлях вживаного пристрою від приймання до полиці: діагностика M360 з 30+ автоматичними тестами, грейдинг за 50+ параметрами, Fresh Start за 31 параметром.',
      en: 'A used device’s path from intake to shelf: M360 diagnostics with 30+ automatic tests, grading against 50+ parameters and Fresh Start across 31.',
    },
    image: 'processesHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Процеси', en: 'Processes' },
      heading: { uk: 'Як вживаний пристрій стає надійним', en: 'How a used device becomes a reliable one' },
      text: {
        uk: 'Кожен пристрій проходить однаковий шлях: приймання, діагностика, грейдинг і підготовка. Так грейд у накладній завжди відповідає реальності.',
        en: 'Every device follows the same path: intake, diagnostics, grading and preparation. That is why the grade on the invoice always matches reality.',
      },
      image: media.processesHero,
      label: { uk: 'Подивитися грейди', en: 'See the grades' },
      action: 'link',
      href: '/devices#quality',
    },
    {
      blockType: 'steps',
      anchor: 'grading',
      heading: { uk: 'Грейдинг за 50+ параметрами', en: 'Grading against 50+ parameters' },
      intro: {
        uk: 'Автоматичні тести й огляд техніка доповнюють одне одного: програма бачить те, чого не помітить око, а людина — те, чого не виміряє датчик.',
        en: 'Automatic tests and a technician’s inspection complement each other: the software sees what the eye would miss, and a person sees what no sensor can measure.',
      },
      items: [
        {
          title: { uk: 'Приймання', en: 'Intake' },
          text: {
            uk: 'Реєструємо IMEI чи серійний номер і перевіряємо блокування.',
            en: 'We register the IMEI or serial number and check for locks.',
          },
        },
        {
          title: { uk: 'Діагностика M360', en: 'M360 diagnostics' },
          text: {
            uk: 'Понад 30 автоматичних тестів: батарея, екран, камери, зв’язок, датчики.',
            en: 'More than 30 automatic tests: battery, screen, cameras, connectivity and sensors.',
          },
        },
        {
          title: { uk: 'Огляд техніком', en: 'Technician’s inspection' },
          text: {
            uk: 'Корпус, рамка, скло, підсвітка — під лампою та збільшенням.',
            en: 'Body, frame, glass and backlight, under a lamp and magnification.',
          },
        },
        {
          title: { uk: 'Присвоєння грейду', en: 'Grade assigned' },
          text: {
            uk: 'За 50+ параметрами пристрій отримує один із шести грейдів — від Like New до C.',
            en: 'Against 50+ parameters the device receives one of six grades, Like New to C.',
          },
        },
        {
          title: { uk: 'Звіт', en: 'Report' },
          text: {
            uk: 'Звіт M360 зберігається й надсилається покупцю разом із партією.',
            en: 'The M360 report is stored and sent to the buyer with the batch.',
          },
        },
      ],
    },
    {
      blockType: 'textSection',
      anchor: 'm360',
      eyebrow: 'M360',
      heading: { uk: 'M360 — серце наших процесів', en: 'M360: the heart of our processes' },
      paragraphs: [
        {
          text: {
            uk: 'Програма M360 дає змогу одному обліковому запису перевіряти до 15 пристроїв одночасно. Саме тому ми тестуємо тисячі пристроїв на місяць без втрати якості.',
            en: 'The M360 software lets one account test up to 15 devices at once. That is how we test thousands of devices a month without cutting corners.',
          },
        },
        {
          text: {
            uk: 'Цю ж програму ми пропонуємо клієнтам — а промокод дає 10% знижки на підписку.',
            en: 'We offer the same software to our customers, and a promo code gives 10% off the subscription.',
          },
        },
      ],
      image: media.tabSoft,
      variant: 'plain',
      label: { uk: 'Про M360', en: 'About M360' },
      action: 'link',
      href: '/services?tab=soft#tabs',
    },
    {
      blockType: 'cardsGrid',
      anchor: 'pre-sale',
      eyebrow: { uk: 'Передпродажна підготовка', en: 'Pre-sale preparation' },
      heading: { uk: 'Fresh Start: 31 параметр до вітрини', en: 'Fresh Start: 31 parameters before the shelf' },
      columns: '3',
      items: [
        {
          badge: '1',
          title: { uk: 'Очищення даних', en: 'Data wipe' },
          text: {
            uk: 'Повне видалення даних, скидання налаштувань, зняття прив’язок до облікових записів і MDM.',
            en: 'A complete wipe, factory reset and removal of every account and MDM link.',
          },
        },
        {
          badge: '2',
          title: { uk: 'Оновлення й налаштування', en: 'Update and set-up' },
          text: {
            uk: 'Актуальна версія системи, калібрування батареї, перевірка заряджання.',
            en: 'The current system version, battery calibration and a charging check.',
          },
        },
        {
          badge: '3',
          title: { uk: 'Підготовка корпусу', en: 'Body preparation' },
          text: {
            uk: 'Очищення корпусу й роз’ємів, захисна плівка, маркування грейду, пакування.',
            en: 'Cleaning of body and ports, protective film, grade label and packing.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { uk: 'Хочете так само у своєму сервісі?', en: 'Want the same in your own workshop?' },
      text: {
        uk: 'Підключіть M360 або передайте нам підготовку своїх пристроїв.',
        en: 'Connect M360 or hand the preparation of your devices over to us.',
      },
      label: { uk: 'Замовити підготовку', en: 'Order preparation' },
      action: 'contact',
      department: 'freshStart',
    },
  ],
}

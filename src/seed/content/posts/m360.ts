import { h, ol, p, richText, ul } from '../../lexical'
import type { PostSeed } from './types'

export const m360Post: PostSeed = {
  cover: 'coverM360',
  daysAgo: 27,
  uk: {
    title: 'M360: діагностика до 15 пристроїв одночасно',
    author: 'Олексій Дорошенко',
    excerpt:
      'Як програма M360 скорочує час перевірки вживаної техніки, що входить у 30+ автоматичних тестів і як отримати знижку 10% на підписку за промокодом.',
    content: richText(
      p(
        'Сервісний центр чи магазин, який приймає вживану техніку, щодня стикається з однією проблемою: ручна перевірка одного смартфона забирає 15–20 хвилин, а помилка коштує грошей. Програма M360 вирішує це завданням «підключив і отримав звіт».',
      ),
      h('h2', 'Один обліковий запис — 15 пристроїв'),
      p([
        'Головна перевага M360 — паралельна робота. ',
        { bold: 'Один обліковий запис перевіряє до 15 пристроїв одночасно' },
        ': технік підключає цілий лоток смартфонів, і програма сама веде кожен із них через набір тестів. Поки M360 працює, людина займається оглядом корпусу чи пакуванням.',
      ]),
      h('h2', 'Що входить у перевірку'),
      p(
        'M360 виконує понад 30 автоматичних тестів і формує звіт, який можна роздрукувати або надіслати покупцю. Серед них:',
      ),
      ul(
        'стан і ємність батареї, кількість циклів заряджання;',
        'тест сенсора, битих пікселів і яскравості дисплея;',
        'камери, спалах, мікрофони й динаміки;',
        'Wi‑Fi, Bluetooth, GPS, NFC і стільниковий зв’язок;',
        'перевірка блокувань облікового запису та MDM.',
      ),
      p(
        'Для передпродажної підготовки M360 містить окремий сценарій із 31 параметра: він підтверджує, що пристрій очищено, оновлено й налаштовано до продажу.',
      ),
      h('h2', 'Як почати'),
      ol(
        'Залиште заявку у відділ продажу через форму на сайті.',
        'Менеджер підбере тариф під кількість пристроїв, які ви перевіряєте щомісяця.',
        'Отримайте доступ і проведіть першу перевірку того ж дня.',
      ),
      h('h2', 'Звіт, який зрозуміє покупець'),
      p(
        'Після перевірки M360 формує звіт зі станом батареї, результатами кожного тесту та серійним номером пристрою. Його можна додати до накладної, роздрукувати для вітрини або надіслати покупцю разом із посиланням на товар. Коли покупець бачить реальні цифри, а не «відмінний стан» на словах, він швидше ухвалює рішення й рідше повертає покупку.',
      ),
      h('h2', 'Знижка 10% за промокодом'),
      p(
        'Нашим клієнтам ми надаємо промокод, який дає 10% знижки на підписку M360. Запитайте його в менеджера під час оформлення — знижка діє на весь строк підписки.',
      ),
      p(
        'M360 корисна не лише сервісним центрам. Ломбарди використовують її для швидкої оцінки техніки під заставу, інтернет-магазини — щоб додавати до карток товару звіт про стан, а корпоративні клієнти — для інвентаризації робочих пристроїв. Хочете побачити програму в роботі? Напишіть нам, і ми покажемо демонстрацію на ваших пристроях.',
      ),
    ),
  },
  en: {
    title: 'M360: diagnosing up to 15 devices at once',
    author: 'Oleksii Doroshenko',
    excerpt:
      'How the M360 software cuts the time it takes to check used devices, what its 30+ automatic tests cover and how a promo code gets you 10% off the subscription.',
    content: richText(
      p(
        'A service centre or a shop that takes in used devices faces the same problem every day: checking one smartphone by hand takes 15 to 20 minutes, and a mistake costs money. The M360 software turns the job into "plug it in and get a report".',
      ),
      h('h2', 'One account, 15 devices'),
      p([
        'M360 shines at parallel work. ',
        { bold: 'One account tests up to 15 devices at once' },
        ': a technician connects a whole tray of smartphones, and the software leads each of them through the test set on its own. While M360 runs, the technician inspects bodies or packs finished devices.',
      ]),
      h('h2', 'What the check covers'),
      p(
        'M360 runs more than 30 automatic tests and produces a report you can print or send to the buyer. They include:',
      ),
      ul(
        'battery health, capacity and charge cycle count;',
        'touch, dead pixel and brightness tests of the display;',
        'cameras, flash, microphones and speakers;',
        'Wi-Fi, Bluetooth, GPS, NFC and cellular;',
        'account lock and MDM checks.',
      ),
      p(
        'For pre-sale preparation M360 has a separate 31-parameter scenario: it confirms that the device has been wiped, updated and set up for sale.',
      ),
      h('h2', 'How to get started'),
      ol(
        'Send a request to the sales team through the form on this site.',
        'Your manager picks a plan that fits the number of devices you check each month.',
        'Get access and run your first check the same day.',
      ),
      h('h2', 'A report your customer understands'),
      p(
        'After the check, M360 produces a report with the battery health, the result of every test and the device’s serial number. You can attach it to the invoice, print it for the shelf or send it to the buyer with a link to the product. When a customer sees real figures instead of "excellent condition" in words, they decide faster and return purchases less often.',
      ),
      h('h2', '10% off with a promo code'),
      p(
        'We give our customers a promo code worth 10% off an M360 subscription. Ask your manager for it when you sign up: the discount applies for the whole subscription term.',
      ),
      p(
        'M360 is not only for service centres. Pawn shops use it to value devices offered as collateral, online shops attach its condition report to product pages, and corporate customers use it to audit their work devices. Want to see it in action? Write to us and we will run a demo on your own devices.',
      ),
    ),
  },
}

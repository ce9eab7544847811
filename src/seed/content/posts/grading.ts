import { h, p, richText, ul } from '../../lexical'
import type { PostSeed } from './types'

export const gradingPost: PostSeed = {
  cover: 'coverGrading',
  daysAgo: 12,
  uk: {
    title: 'Як ми визначаємо грейд вживаного смартфона: 50+ параметрів',
    author: 'Марина Гончар',
    excerpt:
      'Що стоїть за літерами Like New, A+, A, B+, B і C, як ми перевіряємо батарею, екран і корпус та чому грейд у накладній збігається з тим, що бачить покупець.',
    content: richText(
      p(
        'Коли роздрібна мережа чи інтернет-магазин купує партію вживаних смартфонів, найбільший ризик — невідповідність опису. У накладній написано «відмінний стан», а на вітрині опиняється апарат із потертим екраном. Щоб такого не траплялося, ми оцінюємо кожен пристрій за єдиним стандартом і понад 50 параметрами.',
      ),
      h('h2', 'Що саме ми перевіряємо'),
      p(
        'Перевірка складається з автоматичних тестів у програмі M360 та огляду техніком. Програма проганяє понад 30 автоматичних тестів, а людина оцінює те, що не зчитати датчиками: колір і рівномірність підсвітки, глибину подряпин, стан рамки.',
      ),
      ul(
        'стан батареї: ємність, кількість циклів, поведінка під навантаженням;',
        'екран: биті пікселі, вигорання, сенсор по всій площі, яскравість;',
        'камери, мікрофони, динаміки, вібромотор і датчики;',
        'мережі: SIM, Wi‑Fi, Bluetooth, NFC, GPS;',
        'корпус і рамка: подряпини, сколи, вм’ятини, зазори;',
        'блокування: обліковий запис, MDM, статус IMEI.',
      ),
      h('h2', 'Шість грейдів і гарантія для кожного'),
      p([
        'Результат перевірки — один із шести грейдів. Для кожного ми гарантуємо мінімальний стан батареї: ',
        { bold: 'Like New — від 95%, A+ — від 88%, A і B+ — від 85%, B — від 80%, C — від 70%' },
        '. На пристрої грейдів Like New, A+, A, B+ і B діє гарантія 1 місяць, на грейд C — 7 днів.',
      ]),
      p(
        'Повернення чи обмін можливі протягом 5 робочих днів, і цей строк входить у гарантійний період. На гарантійне звернення ми відповідаємо протягом одного робочого дня.',
      ),
      h('h2', 'Чому це вигідно покупцю'),
      p(
        'Єдиний стандарт означає, що ви можете замовити 200 смартфонів грейду A, не бачачи їх, і отримати рівно те, що очікували. Менеджер надсилає звіт M360 на кожен пристрій, тож дані легко перенести в картки товару чи гарантійні талони.',
      ),
      p(
        'Для тих, кому потрібен довший захист, є розширена гарантія NO PANIC на 3, 6 або 12 місяців — для грейдів від Like New до B. Подивитися, як виглядає кожен грейд, можна на сторінці пристроїв: для кожного ми зняли коротке відео.',
      ),
      h('h2', 'Як ми контролюємо самих себе'),
      p(
        'Стандарт працює, лише поки його дотримуються. Тому кожен двадцятий пристрій вибірково перевіряє другий технік, не знаючи, який грейд поставив колега. Якщо оцінки розходяться, партію переглядаємо повністю, а чек-лист уточнюємо. Так грейд залишається однаковим незалежно від зміни, дня тижня чи обсягу замовлення.',
      ),
      p('Маєте запитання щодо конкретної партії? Напишіть у відділ продажу — менеджери на зв’язку 24/7.'),
    ),
  },
  en: {
    title: 'How we grade a used smartphone: 50+ parameters',
    author: 'Maryna Honchar',
    excerpt:
      'What lies behind Like New, A+, A, B+, B and C, how we check the battery, screen and body, and why the grade on the invoice matches what your customer sees.',
    content: richText(
      p(
        'When a retail chain or an online shop buys a batch of used smartphones, the biggest risk is a mismatch between the description and the device. The invoice says "excellent condition", and a phone with a scuffed screen ends up on the shelf. To prevent that, we assess every device against one standard and more than 50 parameters.',
      ),
      h('h2', 'What exactly we check'),
      p(
        'The check combines automatic tests in the M360 software with an inspection by a technician. The software runs more than 30 automatic tests, while a person judges what sensors cannot read: backlight colour and evenness, how deep the scratches are, the state of the frame.',
      ),
      ul(
        'battery: capacity, cycle count and behaviour under load;',
        'screen: dead pixels, burn-in, touch response across the whole panel, brightness;',
        'cameras, microphones, speakers, the vibration motor and sensors;',
        'connectivity: SIM, Wi-Fi, Bluetooth, NFC, GPS;',
        'body and frame: scratches, chips, dents and gaps;',
        'locks: accounts, MDM enrolment, IMEI status.',
      ),
      h('h2', 'Six grades, each with its warranty'),
      p([
        'The check ends in one of six grades. For each one we guarantee a minimum battery health: ',
        { bold: 'Like New from 95%, A+ from 88%, A and B+ from 85%, B from 80%, C from 70%' },
        '. Devices graded Like New, A+, A, B+ and B carry a 1-month warranty; grade C carries 7 days.',
      ]),
      p(
        'A return or exchange is possible within 5 business days, and that window is part of the warranty period. We answer every warranty claim within one business day.',
      ),
      h('h2', 'Why it pays off for the buyer'),
      p(
        'One standard means you can order 200 grade A smartphones without seeing them and receive exactly what you expected. Your manager sends an M360 report for every device, so the data goes straight into your product pages or warranty cards.',
      ),
      p(
        'If you need longer cover, the NO PANIC extended warranty runs for 3, 6 or 12 months for grades Like New through B. To see what each grade looks like, visit the devices page: we filmed a short video for every one of them.',
      ),
      h('h2', 'How we keep ourselves honest'),
      p(
        'A standard only works while people stick to it. So a second technician re-checks every twentieth device at random, without knowing which grade a colleague gave it. If the two disagree, we review the whole batch and sharpen the checklist. That keeps a grade the same whatever the shift, the day of the week or the size of the order.',
      ),
      p('Questions about a particular batch? Write to the sales team: our managers are reachable 24/7.'),
    ),
  },
}

import { h, p, richText, ul } from '../../lexical'
import type { PostSeed } from './types'

export const noPanicPost: PostSeed = {
  cover: 'coverNoPanic',
  daysAgo: 41,
  uk: {
    title: 'NO PANIC: розширена гарантія на вживану техніку',
    author: 'Марина Гончар',
    excerpt:
      'Гарантія на 3, 6 або 12 місяців для грейдів від Like New до B: нова батарея, якщо ємність впала до 80%, і знижка до 50% на роботи сервісного центру.',
    content: richText(
      p(
        'Вживаний смартфон купують заради ціни, але боятися поломки ніхто не хоче — ні ваш покупець, ні ви як продавець. Стандартна гарантія на грейди Like New, A+, A, B+ і B становить 1 місяць. Для тих, хто хоче спокою надовше, ми створили програму NO PANIC.',
      ),
      h('h2', 'Строки на вибір'),
      p([
        'NO PANIC продовжує захист на ',
        { bold: '3, 6 або 12 місяців' },
        '. Програма доступна для пристроїв грейдів Like New, A+, A, B+ і B. Грейд C має власну гарантію 7 днів і до програми не входить: такі пристрої свідомо продаються з помітним зносом.',
      ]),
      h('h2', 'Що покриває NO PANIC'),
      ul(
        'заміну батареї на нову, якщо її ємність знизилася до 80% або нижче;',
        'знижку до 50% на роботи нашого сервісного центру;',
        'пріоритетний розгляд звернень — відповідь протягом одного робочого дня;',
        'діагностику в M360 перед ремонтом і після нього.',
      ),
      h('h2', 'Навіщо це роздрібу'),
      p(
        'Розширена гарантія — аргумент на касі. Покупець, який вагається між новим і вживаним смартфоном, охочіше обирає вживаний, коли бачить рік захисту. Для магазину це вищий середній чек і менше повернень: батарея, найчастіша причина скарг, уже покрита.',
      ),
      p(
        'Сервісним центрам і ломбардам NO PANIC допомагає продавати техніку з гарантією, не тримаючи власний ремонтний резерв: ремонт бере на себе наш сервісний центр, а знижка до 50% робить його вигідним навіть після завершення базової гарантії.',
      ),
      h('h2', 'Приклад із практики'),
      p(
        'Магазин продає смартфон грейду A з батареєю 86% і NO PANIC на 12 місяців. Через дев’ять місяців ємність батареї падає до 79%. Покупець звертається до магазину, магазин — до нас, і протягом одного робочого дня ми погоджуємо заміну. Покупець отримує смартфон із новою батареєю, магазин зберігає клієнта, а витрати на ремонт бере на себе програма.',
      ),
      h('h2', 'Як оформити'),
      p(
        'Додайте NO PANIC до замовлення під час погодження партії: менеджер зазначить строк для кожного пристрою в накладній. Якщо щось трапилося, надішліть звернення через форму на сайті чи своєму менеджеру. Пам’ятайте, що повернення чи обмін протягом 5 робочих днів уже входить у гарантійний строк — NO PANIC діє понад нього.',
      ),
      p(
        'Маєте запитання щодо умов? Відкрийте вкладку «Гарантія NO PANIC» на сторінці послуг або напишіть нам — відповімо швидко.',
      ),
    ),
  },
  en: {
    title: 'NO PANIC: an extended warranty for used devices',
    author: 'Maryna Honchar',
    excerpt:
      'A 3-, 6- or 12-month warranty for grades Like New to B: a new battery if capacity drops to 80%, and up to 50% off service-centre work.',
    content: richText(
      p(
        'People buy a used smartphone for the price, but nobody wants to worry about it breaking: not your customer, and not you as the seller. The standard warranty for grades Like New, A+, A, B+ and B is 1 month. For those who want peace of mind for longer, we created NO PANIC.',
      ),
      h('h2', 'Choose your term'),
      p([
        'NO PANIC extends cover to ',
        { bold: '3, 6 or 12 months' },
        '. It is available for devices graded Like New, A+, A, B+ and B. Grade C has its own 7-day warranty and is not included: those devices are sold knowingly with visible wear.',
      ]),
      h('h2', 'What NO PANIC covers'),
      ul(
        'a brand-new battery if capacity has dropped to 80% or below;',
        'up to 50% off work done by our service centre;',
        'priority handling of claims, answered within one business day;',
        'M360 diagnostics before and after every repair.',
      ),
      h('h2', 'Why it matters for retail'),
      p(
        'An extended warranty is a strong argument at the till. A customer torn between a new and a used smartphone picks the used one more readily when it comes with a year of cover. For the shop that means a higher average receipt and fewer returns: the battery, the most common cause of complaints, is already covered.',
      ),
      p(
        'For service centres and pawn shops, NO PANIC makes it possible to sell devices with a warranty without keeping a repair reserve of their own: our service centre does the repairs, and the discount of up to 50% keeps them affordable even after the basic warranty ends.',
      ),
      h('h2', 'An example from practice'),
      p(
        'A shop sells a grade A smartphone with an 86% battery and 12 months of NO PANIC. Nine months later the battery capacity drops to 79%. The customer goes back to the shop, the shop comes to us, and within one business day we agree a replacement. The customer gets the phone back with a new battery, the shop keeps a loyal customer, and the programme covers the repair.',
      ),
      h('h2', 'How to add it'),
      p(
        'Add NO PANIC to your order when you agree the batch: your manager records the term for each device on the invoice. If something goes wrong, send a claim through the form on this site or to your manager. Remember that the 5-business-day return or exchange window is already part of the warranty period; NO PANIC runs on top of it.',
      ),
      p(
        'Questions about the terms? Open the "NO PANIC warranty" tab on the services page or write to us, and we will answer quickly.',
      ),
    ),
  },
}

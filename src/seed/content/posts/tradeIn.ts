import { h, ol, p, richText, ul } from '../../lexical'
import type { PostSeed } from './types'

export const tradeInPost: PostSeed = {
  cover: 'coverTradeIn',
  daysAgo: 58,
  uk: {
    title: 'Trade-in, викуп і зворотний викуп: як бізнесу оновити техніку',
    author: 'Дмитро Савчук',
    excerpt:
      'Три способи перетворити старі смартфони, планшети й ноутбуки компанії на гроші або нову техніку — і як проходить оцінка від заявки до розрахунку.',
    content: richText(
      p(
        'Будь-яка компанія рано чи пізно накопичує шухляди зі старими смартфонами та ноутбуками. Вони займають місце, втрачають вартість і часто містять корпоративні дані. Ми пропонуємо три зрозумілі способи дати цій техніці друге життя.',
      ),
      h('h2', 'Три формати співпраці'),
      ul(
        [{ bold: 'Trade-in' }, ' — здаєте старі пристрої й отримуєте знижку на нові чи вживані з нашого асортименту.'],
        [{ bold: 'Викуп' }, ' — продаєте техніку нам і отримуєте оплату на рахунок компанії.'],
        [
          { bold: 'Зворотний викуп' },
          ' — купуєте пристрої для працівників, а через погоджений строк ми викуповуємо їх назад за зафіксованою ціною.',
        ],
      ),
      p(
        'Зворотний викуп особливо зручний для операторів і корпоративних клієнтів, які регулярно оновлюють парк: ви заздалегідь знаєте залишкову вартість і плануєте бюджет без сюрпризів.',
      ),
      h('h2', 'Як проходить оцінка'),
      ol(
        'Ви надсилаєте список пристроїв: моделі, кількість, приблизний стан.',
        'Менеджер називає попередню ціну протягом робочого дня.',
        'Техніка приїжджає до нас — кур’єром або нашою логістикою.',
        'Кожен пристрій проходить перевірку в M360 і отримує грейд за 50+ параметрами.',
        'Ви погоджуєте остаточну ціну й отримуєте оплату чи знижку.',
      ),
      h('h2', 'Від чого залежить ціна'),
      p('Остаточна ціна складається з кількох чинників, і ми завжди пояснюємо, як саме її розраховано:'),
      ul(
        'модель, обсяг пам’яті та рік випуску;',
        'грейд за результатами перевірки та стан батареї;',
        'комплектність: коробка, кабель, документи;',
        'кількість пристроїв в одній партії.',
      ),
      h('h2', 'А що з даними?'),
      p(
        'Перш ніж пристрій потрапить у продаж, ми повністю видаляємо з нього дані та знімаємо прив’язку до облікових записів і систем керування пристроями. На вимогу надаємо звіт про очищення для кожного серійного номера — це важливо для корпоративних і державних замовників.',
      ),
      h('h2', 'Кому це підходить'),
      p(
        'Trade-in і викуп обирають роздрібні мережі, що приймають техніку від покупців, ломбарди з невикупленими пристроями, сервісні центри та компанії, які оновлюють робочі ноутбуки. Мінімальної партії немає: оцінимо і десять смартфонів, і кілька тисяч.',
      ),
      p(
        'Щоб отримати попередню оцінку, відкрийте вкладку «Trade-in і викуп» на сторінці послуг і залиште заявку — форма одразу потрапить до відділу, що займається обміном і викупом.',
      ),
    ),
  },
  en: {
    title: 'Trade-in, buyout and buy-back: how a business renews its devices',
    author: 'Dmytro Savchuk',
    excerpt:
      'Three ways to turn a company’s old smartphones, tablets and laptops into money or new devices, and how a valuation goes from request to payment.',
    content: richText(
      p(
        'Sooner or later every company collects drawers full of old smartphones and laptops. They take up space, lose value and often still hold company data. We offer three straightforward ways to give those devices a second life.',
      ),
      h('h2', 'Three ways to work with us'),
      ul(
        [{ bold: 'Trade-in' }, ': hand in your old devices and get a discount on new or used ones from our range.'],
        [{ bold: 'Buyout' }, ': sell the devices to us and receive payment to your company account.'],
        [
          { bold: 'Buy-back' },
          ': buy devices for your staff, and after an agreed period we buy them back at a price fixed in advance.',
        ],
      ),
      p(
        'Buy-back suits operators and corporate customers who renew their fleet regularly: you know the residual value in advance and plan the budget without surprises.',
      ),
      h('h2', 'How the valuation works'),
      ol(
        'You send a list of devices: models, quantities, rough condition.',
        'Your manager quotes a provisional price within one business day.',
        'The devices come to us, by courier or with our own logistics.',
        'Every device is checked in M360 and graded against 50+ parameters.',
        'You approve the final price and receive payment or a discount.',
      ),
      h('h2', 'What the price depends on'),
      p('The final price is made up of several factors, and we always explain how it was worked out:'),
      ul(
        'model, storage capacity and year of release;',
        'the grade from the check and the battery health;',
        'completeness: box, cable and paperwork;',
        'the number of devices in the batch.',
      ),
      h('h2', 'What about the data?'),
      p(
        'Before a device goes on sale, we wipe it completely and remove every link to accounts and device-management systems. On request we issue a wipe report for each serial number, which matters to corporate and government buyers.',
      ),
      h('h2', 'Who it is for'),
      p(
        'Retail chains that take devices from shoppers, pawn shops with unredeemed items, service centres and companies renewing their work laptops all use trade-in and buyout. There is no minimum batch: we will value ten smartphones or several thousand.',
      ),
      p(
        'To get a provisional valuation, open the "Trade-in and buyout" tab on the services page and send a request: the form goes straight to the team that handles trade-in and buyout.',
      ),
    ),
  },
}

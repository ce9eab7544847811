import { h, p, richText, ul } from '../../lexical'
import type { PostSeed } from './types'

export const usedOrNewPost: PostSeed = {
  cover: 'coverUsedOrNew',
  daysAgo: 95,
  uk: {
    title: 'USED чи BRAND NEW: як сформувати асортимент магазину',
    author: 'Дмитро Савчук',
    excerpt:
      'Порівнюємо вживану й нову техніку за маржею, гарантією та попитом і пояснюємо, чому більшість наших роздрібних клієнтів тримає на полицях обидві категорії.',
    content: richText(
      p(
        'Власники магазинів часто запитують нас, на чому варто зосередитися: на вживаній техніці чи на новій. Чесна відповідь — залежить від ваших покупців. Але цифри й досвід наших клієнтів допомагають ухвалити рішення швидше.',
      ),
      h('h2', 'Сильні сторони USED'),
      ul(
        'вища маржа: ціну закупівлі визначає грейд, а не рекомендована ціна виробника;',
        'попит серед покупців, які хочуть флагман за ціною середнього сегмента;',
        'прозорість: грейд, стан батареї та звіт M360 для кожного пристрою;',
        'гарантія 1 місяць на грейди Like New–B і 7 днів на грейд C, а з NO PANIC — до 12 місяців.',
      ),
      h('h2', 'Сильні сторони BRAND NEW'),
      ul(
        'гарантія 12 місяців і запечатане пакування;',
        'вимога багатьох тендерів і корпоративних закупівель;',
        'планшети й навушники брендів Orvanta та Nemara, які ми офіційно постачаємо в Україну, а також лінійка навушників Lyravox.',
      ),
      h('h2', 'Чому краще поєднувати'),
      p(
        'Покупець рідко приходить лише за однією річчю. Той, хто бере вживаний смартфон грейду A+, охоче додає нові навушники чи смарт-годинник. Поєднання категорій збільшує середній чек і дає змогу відповісти на запит будь-якого покупця — від студента до корпоративного клієнта.',
      ),
      p(
        'Ми постачаємо обидві категорії з одного складу й однією накладною: смартфони, планшети, ноутбуки, навушники та смарт-годинники. Менеджер допоможе скласти перше замовлення, спираючись на продажі схожих магазинів у вашому регіоні.',
      ),
      h('h2', 'Гарантія знімає головне заперечення'),
      p(
        'Найчастіше покупці вагаються щодо вживаної техніки через страх поломки. Тут допомагають чіткі правила: повернення чи обмін протягом 5 робочих днів, відповідь на гарантійне звернення протягом одного робочого дня та розширена гарантія NO PANIC для тих, хто хоче спокою на рік. Розкажіть про це покупцю на касі — і вживаний смартфон перестане здаватися ризиком.',
      ),
      h('h2', 'З чого почати'),
      p(
        'Почніть із невеликої змішаної партії: кілька популярних моделей USED у грейдах A і B+ та нові аксесуари до них. Через місяць подивіться на оборот і повернення — і масштабуйте те, що працює. Напишіть у відділ продажу, і ми підготуємо пропозицію під ваш формат.',
      ),
    ),
  },
  en: {
    title: 'USED or BRAND NEW: building a store’s range',
    author: 'Dmytro Savchuk',
    excerpt:
      'We compare used and new devices on margin, warranty and demand, and explain why most of our retail customers stock both on their shelves.',
    content: richText(
      p(
        'Shop owners often ask us what to focus on: used devices or new ones. The honest answer is that it depends on your customers. But the numbers and our customers’ experience help you decide faster.',
      ),
      h('h2', 'Where USED is strong'),
      ul(
        'a higher margin: the purchase price follows the grade, not the maker’s recommended price;',
        'demand from shoppers who want a flagship for a mid-range price;',
        'transparency: a grade, battery health and an M360 report for every device;',
        'a 1-month warranty for grades Like New to B and 7 days for grade C, and up to 12 months with NO PANIC.',
      ),
      h('h2', 'Where BRAND NEW is strong'),
      ul(
        'a 12-month warranty and sealed packaging;',
        'a requirement of many tenders and corporate purchases;',
        'tablets and headphones from Orvanta and Nemara, brands we officially distribute in Ukraine, plus the Lyravox headphone line-up.',
      ),
      h('h2', 'Why combining them works'),
      p(
        'Shoppers rarely come for one thing only. Someone buying a grade A+ used smartphone is happy to add new headphones or a smartwatch. Combining categories raises the average receipt and lets you answer any request, from a student to a corporate buyer.',
      ),
      p(
        'We supply both categories from one warehouse on one invoice: smartphones, tablets, laptops, headphones and smartwatches. Your manager will help you put together a first order based on the sales of similar shops in your region.',
      ),
      h('h2', 'A warranty removes the main objection'),
      p(
        'Shoppers most often hesitate over used devices because they fear a breakdown. Clear rules help: a return or exchange within 5 business days, an answer to any warranty claim within one business day, and the NO PANIC extended warranty for those who want a year of peace of mind. Mention it at the till, and a used smartphone stops looking like a risk.',
      ),
      h('h2', 'Where to start'),
      p(
        'Start with a small mixed batch: a few popular USED models in grades A and B+ plus new accessories to go with them. After a month, look at turnover and returns, then scale what works. Write to the sales team and we will prepare an offer for your format.',
      ),
    ),
  },
}

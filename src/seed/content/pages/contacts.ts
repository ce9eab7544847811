import type { PageSeed } from './types'

export const contactsPage: PageSeed = {
  slug: 'contacts',
  title: { uk: 'Контакти', en: 'Contacts' },
  meta: {
    title: {
      uk: 'Контакти Gadget Hub — напишіть потрібному відділу',
      en: 'Contact Gadget Hub: write to the right department',
    },
    description: {
      uk: 'Телефон, e-mail, адреса офісу в Києві та форма зв’язку з відділами. Пн–Пт 09:00–18:00, Сб 09:00–13:00; менеджери на зв’язку 24/7.',
      en: 'Phone, e-mail, our Kyiv office address and a contact form for every department. Mon–Fri 09:00–18:00, Sat 09:00–13:00; managers reachable 24/7.',
    },
    image: 'contactsHero',
  },
  layout: (media) => [
    {
      blockType: 'hero',
      eyebrow: { uk: 'Контакти', en: 'Contacts' },
      heading: { uk: 'Ми на зв’язку 24/7', en: 'We are reachable 24/7' },
      text: {
        uk: 'Оберіть відділ у формі — і повідомлення потрапить одразу до людей, які вирішують ваше питання.',
        en: 'Choose a department in the form, and your message goes straight to the people who can settle your question.',
      },
      image: media.contactsHero,
      label: { uk: 'Написати нам', en: 'Write to us' },
      action: 'contact',
    },
    {
      blockType: 'contactInfo',
      anchor: 'form',
      heading: { uk: 'Як з нами зв’язатися', en: 'How to reach us' },
      intro: {
        uk: 'Офіс і склад працюють у понеділок — п’ятницю з 09:00 до 18:00 та в суботу з 09:00 до 13:00. Поза цим часом менеджери відповідають у месенджерах і через форму.',
        en: 'The office and warehouse are open Monday to Friday 09:00–18:00 and Saturday 09:00–13:00. Outside those hours our managers answer in messengers and through the form.',
      },
      formHeading: { uk: 'Надішліть повідомлення', en: 'Send us a message' },
    },
    {
      blockType: 'faq',
      heading: { uk: 'Перш ніж написати', en: 'Before you write' },
      items: [
        {
          question: { uk: 'Який відділ обрати?', en: 'Which department should I choose?' },
          answer: {
            uk: 'Для замовлень і цін — відділ продажу. Якщо хочете запропонувати нам техніку — закупівлю USED або BRAND NEW. Не впевнені — оберіть «Просто запитати».',
            en: 'For orders and prices, the Sales Team. To offer us devices, Purchase USED or Purchase BRAND NEW. Not sure? Choose Just Asking.',
          },
        },
        {
          question: { uk: 'Як швидко ви відповідаєте?', en: 'How quickly do you answer?' },
          answer: {
            uk: 'Зазвичай протягом години в робочий час. Гарантійні звернення розглядаємо протягом одного робочого дня.',
            en: 'Usually within an hour during working hours. We handle warranty claims within one business day.',
          },
        },
        {
          question: { uk: 'Чи можна приїхати до офісу?', en: 'Can I visit the office?' },
          answer: {
            uk: 'Так, за попереднім записом: менеджер погодить час і підготує зразки техніки.',
            en: 'Yes, by appointment: your manager will agree a time and have sample devices ready.',
          },
        },
      ],
    },
  ],
}

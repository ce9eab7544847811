import { messageIdFor, quoteName, renderRows, type OutgoingMail } from '@/lib/mail/compose'
import type { ContactForm } from '@/payload-types'
import { contactRequestTitle } from './title'

/** The e-mail of a contact message, to its department's recipients. */
export function composeContactMail(doc: ContactForm): OutgoingMail {
  const { text, html } = renderRows([
    ['Відділ / Department', doc.department ? `${doc.department} (${doc.depart ?? ''})` : doc.depart],
    ['Компанія / Company', doc.company],
    ["Ім'я / Name", doc.name],
    ['E-mail', doc.email],
    ['Телефон / Phone', doc.phone],
    ['Повідомлення / Message', doc.message],
    ['Згода з політикою / Privacy consent', doc.accept ? 'так / yes' : 'ні / no'],
    ['Мова / Language', doc.locale],
    ['Сторінка / Page', doc.pageUrl],
    ['Браузер / Browser', doc.userAgent],
    ['Отримано / Received', doc.createdAt],
  ])
  return {
    to: doc.recipients ?? '',
    replyTo: `${quoteName(doc.name)} <${doc.email}>`,
    subject: `${doc.title || contactRequestTitle}: ${doc.company} — ${doc.name}`,
    text: `${text}\n`,
    html,
    headers: { 'X-Submission-Id': `contact-forms/${doc.id}` },
    messageId: messageIdFor('contact-forms', doc.id),
  }
}

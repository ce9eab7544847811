import path from 'node:path'

import type { ContactForm, CvSubmission, Vacancy } from '@/payload-types'

export type OutgoingMail = {
  to: string
  replyTo: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  messageId: string
  attachments?: { filename: string; path: string; contentType?: string }[]
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** One line per field, labelled in both languages so any manager can read it. */
function renderRows(rows: [string, string | null | undefined][]): { text: string; html: string } {
  const present = rows.map(([label, value]) => [label, value?.toString().trim() || '—'] as const)
  const text = present.map(([label, value]) => `${label}: ${value}`).join('\n')
  const html = `<table cellpadding="6" style="border-collapse:collapse;font-family:sans-serif;font-size:14px">${present
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="color:#555;white-space:nowrap">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`
  return { text, html }
}

function messageIdFor(kind: string, id: number | string): string {
  const host = (() => {
    try {
      return new URL(process.env.SERVER_URL || 'http://localhost').hostname
    } catch {
      return 'localhost'
    }
  })()
  // A stable id per submission: a retried send can be recognised as the same message.
  return `<${kind}-${id}@${host}>`
}

const quoteName = (name: string) => `"${name.replace(/["\\\r\n]/g, ' ').trim()}"`

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
    subject: `${doc.title || 'Заявка з контактної форми лендингу'}: ${doc.company} — ${doc.name}`,
    text: `${text}\n`,
    html,
    headers: { 'X-Submission-Id': `contact-forms/${doc.id}` },
    messageId: messageIdFor('contact-forms', doc.id),
  }
}

export function composeCvMail(doc: CvSubmission, staticDir: string, recipients: string): OutgoingMail {
  const vacancy = doc.vacancy && typeof doc.vacancy === 'object' ? (doc.vacancy as Vacancy).title : doc.vacancy?.toString()
  const { text, html } = renderRows([
    ['Вакансія / Vacancy', vacancy],
    ["Ім'я / Name", doc.name],
    ['E-mail', doc.email],
    ['Телефон / Phone', doc.phone],
    ['Повідомлення / Message', doc.message],
    ['Файл / File', doc.originalFilename ?? doc.filename],
    ['Згода з політикою / Privacy consent', doc.accept ? 'так / yes' : 'ні / no'],
    ['Мова / Language', doc.locale],
    ['Отримано / Received', doc.createdAt],
  ])
  const attachments = doc.filename
    ? [{ filename: doc.filename, path: path.join(staticDir, doc.filename), contentType: doc.mimeType ?? undefined }]
    : []
  return {
    to: recipients,
    replyTo: `${quoteName(doc.name)} <${doc.email}>`,
    subject: `Резюме / CV: ${doc.name}${vacancy ? ` — ${vacancy}` : ''}`,
    text: `${text}\n`,
    html,
    headers: { 'X-Submission-Id': `cv-submissions/${doc.id}` },
    messageId: messageIdFor('cv-submissions', doc.id),
    attachments,
  }
}

/** HR recipients for CVs: HR_RECIPIENTS (comma-separated), else an example-domain default. */
export function hrRecipients(env: Record<string, string | undefined> = process.env): string {
  return (env.HR_RECIPIENTS || 'hr@example.com')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .join(', ')
}

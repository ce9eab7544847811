import { messageIdFor, quoteName, renderRows, type OutgoingMail } from '@/lib/mail/compose'
import type { CvSubmission, Vacancy } from '@/payload-types'

/** `file`: the CV's bytes, read from the storage in use (src/lib/storage/files.ts). */
export function composeCvMail(doc: CvSubmission, file: Buffer | undefined, recipients: string): OutgoingMail {
  const vacancy =
    doc.vacancy && typeof doc.vacancy === 'object' ? (doc.vacancy as Vacancy).title : doc.vacancy?.toString()
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
  const attachments =
    doc.filename && file ? [{ filename: doc.filename, content: file, contentType: doc.mimeType ?? undefined }] : []
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

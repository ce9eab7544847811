/** What every submission e-mail is made of; src/features/{contact,cv}/mail.ts compose them. */
export type OutgoingMail = {
  to: string
  replyTo: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  messageId: string
  attachments?: { filename: string; content: Buffer; contentType?: string }[]
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** One line per field, labelled in both languages so any manager can read it. */
export function renderRows(rows: [string, string | null | undefined][]): { text: string; html: string } {
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

export function messageIdFor(kind: string, id: number | string): string {
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

export const quoteName = (name: string) => `"${name.replace(/["\\\r\n]/g, ' ').trim()}"`

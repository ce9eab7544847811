import type { SelectField } from 'payload'
import { select } from 'payload/shared'

import { adminLanguage, adminText } from '@/i18n/adminMessages'

type Label = { uk: string; en: string }
type Workflow<S extends string> = {
  /** Statuses in workflow order; the first is where every submission starts. */
  statuses: readonly { value: S; label: Label }[]
  /** Where each status may go next (staying put is always allowed). */
  next: Record<S, readonly S[]>
}

/**
 * The status of a received submission as a small state machine: staff move it along the
 * workflow; a status change the workflow does not allow is refused with the allowed targets.
 */
export function workflowStatusField<S extends string>({ statuses, next }: Workflow<S>): SelectField {
  const labelOf = (value: string, language: string | undefined) => {
    const label = statuses.find((status) => status.value === value)?.label
    return label ? label[adminLanguage(language)] : value
  }
  return {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: statuses[0].value,
    index: true,
    label: { uk: 'Статус', en: 'Status' },
    admin: { position: 'sidebar' },
    options: statuses.map(({ value, label }) => ({ value, label })),
    validate: (value, options) => {
      const valid = select(value, options)
      if (valid !== true) return valid
      const { previousValue, req } = options
      if (typeof value !== 'string' || typeof previousValue !== 'string' || value === previousValue) return true
      const allowed = next[previousValue as S] ?? []
      if ((allowed as readonly string[]).includes(value)) return true
      const language = req.i18n?.language
      return adminText(language, 'statusTransition', {
        from: labelOf(previousValue, language),
        to: labelOf(value, language),
        allowed: allowed.map((status) => labelOf(status, language)).join(', ') || '—',
      })
    },
  }
}

/** Contact messages: new → in progress → answered, or spam; reopening and "not spam" undo a step. */
export const contactStatusField = workflowStatusField({
  statuses: [
    { value: 'new', label: { uk: 'Нове', en: 'New' } },
    { value: 'in_progress', label: { uk: 'В роботі', en: 'In progress' } },
    { value: 'answered', label: { uk: 'Відповіли', en: 'Answered' } },
    { value: 'spam', label: { uk: 'Спам', en: 'Spam' } },
  ],
  next: {
    new: ['in_progress', 'answered', 'spam'],
    in_progress: ['answered', 'spam', 'new'],
    answered: ['in_progress'],
    spam: ['new'],
  },
})

/** CVs: new → reviewed → interview → rejected or hired; a candidate may be rejected at any step. */
export const cvStatusField = workflowStatusField({
  statuses: [
    { value: 'new', label: { uk: 'Нове', en: 'New' } },
    { value: 'reviewed', label: { uk: 'Переглянуто', en: 'Reviewed' } },
    { value: 'interview', label: { uk: 'Співбесіда', en: 'Interview' } },
    { value: 'rejected', label: { uk: 'Відмова', en: 'Rejected' } },
    { value: 'hired', label: { uk: 'Прийнято', en: 'Hired' } },
  ],
  next: {
    new: ['reviewed', 'rejected'],
    reviewed: ['interview', 'rejected', 'new'],
    interview: ['rejected', 'hired', 'reviewed'],
    rejected: ['reviewed'],
    hired: ['interview'],
  },
})

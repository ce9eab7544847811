'use client'
import { Button, useField, useFormFields, useTranslation } from '@payloadcms/ui'

import { adminText, type AdminMessageKey } from '@/i18n/adminMessages'
import { dayMs } from '@/lib/retention/window'

const extensions: { days: number; label: AdminMessageKey }[] = [
  { days: 90, label: 'extendBy90Days' },
  { days: 365, label: 'extendByYear' },
]

/** `days` after the latest of these dates and now, as the date field stores it. */
function extendedDate(dates: unknown[], days: number): string {
  const times = dates.map((date) => (typeof date === 'string' ? Date.parse(date) : NaN)).filter(Number.isFinite)
  return new Date(Math.max(Date.now(), ...times) + days * dayMs).toISOString()
}

/**
 * Under "Keep until": one click postpones the record's deletion by 90 days or a year from the
 * later of its current expiry date and today; the admin then saves the record as usual.
 */
export function ExtendButtons() {
  const { i18n } = useTranslation()
  const { value, setValue } = useField<string | null>({ path: 'keepUntil' })
  const expiresAt = useFormFields(([fields]) => fields.expiresAt?.value)
  return (
    <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', marginTop: 'calc(var(--base) * 0.5)' }}>
      {extensions.map(({ days, label }) => (
        <Button
          key={days}
          type="button"
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() => setValue(extendedDate([value, expiresAt], days))}
        >
          {adminText(i18n.language, label)}
        </Button>
      ))}
    </div>
  )
}

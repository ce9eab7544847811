import { OpenContactButton } from '@/components/ContactPanel/OpenContactButton.client'
import { ArrowRightIcon } from '@/components/Icons/Icons'
import type { DepartmentKey } from '@/fields'
import { hrefFor, type Locale } from '@/i18n/locales'

export type ActionData = {
  label?: string | null
  action?: ('link' | 'contact') | null
  href?: string | null
  department?: DepartmentKey | null
}

const variants = {
  primary: 'bg-primary text-on-primary shadow-lg shadow-primary/25 hover:bg-primary-strong',
  secondary: 'border border-line bg-bg/60 text-fg hover:border-primary hover:text-primary',
  onDark: 'bg-emerald-400 text-emerald-950 shadow-lg shadow-emerald-400/20 hover:bg-emerald-300',
  ghostOnDark: 'border border-white/30 text-white hover:border-white hover:bg-white/10',
} as const

/** A CMS button: a link to a locale-less address, or a button that opens the contact panel. */
export function Action({
  data,
  locale,
  variant = 'primary',
  className = '',
}: {
  data: ActionData
  locale: Locale
  variant?: keyof typeof variants
  className?: string
}) {
  if (!data.label) return null
  const classes = `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold ${variants[variant]} ${className}`
  if (data.action === 'contact') {
    return (
      <OpenContactButton department={data.department} className={classes}>
        {data.label}
      </OpenContactButton>
    )
  }
  if (!data.href) return null
  return (
    <a href={hrefFor(locale, data.href)} className={classes}>
      {data.label}
      <ArrowRightIcon className="size-4" />
    </a>
  )
}

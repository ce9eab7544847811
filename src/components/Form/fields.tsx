import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

import { ChevronDownIcon, ErrorIcon } from '@/components/Icons/Icons'

/**
 * Labelled controls shared by the contact panel and the CV form. SPEC §5: a field's error is
 * shown under it in red with an icon; the control is marked invalid and described by it.
 */
const control =
  'block w-full rounded-xl border border-line bg-bg px-4 py-3 text-base text-fg placeholder:text-muted/80 hover:border-primary/60 focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 aria-[invalid=true]:border-danger'

type Common = { name: string; label: string; required?: boolean; error?: string; className?: string }

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger" data-field-error>
      <ErrorIcon className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  )
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

const ids = (formId: string, name: string) => ({ input: `${formId}-${name}`, error: `${formId}-${name}-error` })

export function TextField({
  formId,
  ref,
  ...props
}: Common & { formId: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { name, label, required, error, className, ...rest } = props
  const id = ids(formId, name)
  return (
    <div className={className}>
      <Label htmlFor={id.input} label={label} required={required} />
      <input
        id={id.input}
        name={name}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id.error : undefined}
        placeholder={required ? `${label}*` : label}
        className={control}
        {...rest}
      />
      <FieldError id={id.error} error={error} />
    </div>
  )
}

export function TextAreaField({
  formId,
  ref,
  ...props
}: Common & { formId: string; ref?: Ref<HTMLTextAreaElement> } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'name'
  >) {
  const { name, label, required, error, className, ...rest } = props
  const id = ids(formId, name)
  return (
    <div className={className}>
      <Label htmlFor={id.input} label={label} required={required} />
      <textarea
        id={id.input}
        name={name}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id.error : undefined}
        placeholder={label}
        className={`${control} min-h-24 resize-y`}
        {...rest}
      />
      <FieldError id={id.error} error={error} />
    </div>
  )
}

export function SelectField({
  formId,
  ref,
  children,
  ...props
}: Common & { formId: string; ref?: Ref<HTMLSelectElement>; children: ReactNode } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name'
  >) {
  const { name, label, required, error, className, ...rest } = props
  const id = ids(formId, name)
  return (
    <div className={className}>
      <Label htmlFor={id.input} label={label} required={required} />
      <div className="relative">
        <select
          id={id.input}
          name={name}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id.error : undefined}
          className={`${control} appearance-none pr-10`}
          {...rest}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" />
      </div>
      <FieldError id={id.error} error={error} />
    </div>
  )
}

export function CheckboxField({
  formId,
  ref,
  ...props
}: Common & { formId: string; ref?: Ref<HTMLInputElement> } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'type'
  >) {
  const { name, label, required, error, className, ...rest } = props
  const id = ids(formId, name)
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id.input}
          type="checkbox"
          name={name}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id.error : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-[var(--primary)]"
          {...rest}
        />
        <label htmlFor={id.input} className="cursor-pointer text-sm leading-snug">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldError id={id.error} error={error} />
    </div>
  )
}

/**
 * Honeypot: a field people never see or hear (off-screen, aria-hidden, out of the tab order);
 * a bot that fills it is answered as if accepted and nothing is stored (landing API).
 */
export function Honeypot({ ref, ...rest }: { ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <input type="text" tabIndex={-1} autoComplete="off" ref={ref} {...rest} />
    </div>
  )
}

'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'

import type { DeferredFormProps } from '@/components/Form/draft'
import { CheckboxField, Honeypot, SelectField, TextAreaField, TextField } from '@/components/Form/fields'
import { useSubmissionForm } from '@/components/Form/useSubmissionForm.client'
import { CheckIcon } from '@/components/Icons/Icons'
import type { DepartmentKey } from '@/fields'
import type { Locale } from '@/i18n/locales'
import { apiFetch } from '@/lib/api/client'
import { contactRequestTitle } from './title'

export type DepartmentOption = { key: string; name: string; selectable: boolean }

type Values = {
  company: string
  name: string
  email: string
  phone: string
  message: string
  depart: string
  accept: boolean
  website: string
}
const fieldNames = ['company', 'name', 'email', 'phone', 'message', 'depart', 'accept'] as const
const emptyValues = (depart: string): Values => ({
  company: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  depart,
  accept: false,
  website: '',
})
const loadValidation = (locale: Locale) => import('./schema').then((schema) => schema.contactValidation(locale))

export function ContactForm({
  formId,
  departments,
  depart = '',
  lockDepart = false,
  onReady,
}: {
  formId: string
  departments: DepartmentOption[]
  depart?: DepartmentKey | ''
  lockDepart?: boolean
} & DeferredFormProps) {
  const t = useUiStrings('contact')
  const { form, sent, setSent, onSubmit, field } = useSubmissionForm<Values>({
    testId: `${formId}-form`,
    formId,
    fieldNames,
    emptyValues: emptyValues(depart),
    loadValidation,
    send: (values, locale) =>
      apiFetch('/landing/send-message', {
        method: 'POST',
        body: JSON.stringify({
          ...values,
          depart: values.depart || undefined,
          title: contactRequestTitle,
          department: departments.find((item) => item.key === values.depart)?.name ?? '',
          // Kept for the SPEC §3 payload; the server resolves recipients itself and ignores it.
          send_to: '',
          locale,
          pageUrl: window.location.href,
        }),
      }),
    // A preset, hidden department is not the visitor's to fix.
    showsErrorOf: (name) => !(name === 'depart' && lockDepart),
    failure: { title: t('failureTitle'), body: t('failureBody'), log: 'send-message failed' },
    onReady,
  })
  const { register } = form

  if (sent) {
    return (
      <div
        data-testid="contact-success"
        role="status"
        className="flex flex-col items-center justify-center gap-4 py-10 text-center"
      >
        <span className="flex size-20 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg shadow-primary/30">
          <CheckIcon className="size-10" strokeWidth={3} />
        </span>
        <p className="text-2xl font-bold">{t('success')}</p>
        <p className="text-muted">{t('successBody')}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-2 rounded-full border border-line px-5 py-2.5 font-semibold hover:border-primary hover:text-primary"
        >
          {t('sendAnother')}
        </button>
      </div>
    )
  }

  const selectable = departments.filter((item) => item.selectable)

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-4 sm:grid-cols-2"
      data-testid={`${formId}-form`}
      data-deferred={onReady ? '' : undefined}
    >
      <TextField {...field('company')} label={t('company')} required autoComplete="organization" />
      <TextField {...field('name')} label={t('name')} required autoComplete="name" />
      <TextField {...field('email')} label={t('email')} required type="email" autoComplete="email" inputMode="email" />
      <TextField {...field('phone')} label={t('phone')} required type="tel" autoComplete="tel" inputMode="tel" />
      {lockDepart ? (
        <input type="hidden" {...register('depart')} />
      ) : (
        <SelectField {...field('depart')} label={t('department')} className="sm:col-span-2">
          <option value="">{t('departmentEmpty')}</option>
          {selectable.map((item) => (
            <option key={item.key} value={item.key}>
              {item.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField {...field('message')} label={t('message')} className="sm:col-span-2" />
      <CheckboxField {...field('accept')} label={t('accept')} className="sm:col-span-2" />
      <Honeypot {...register('website')} />
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
        <p className="text-xs text-muted">{t('requiredHint')}</p>
        <button
          type="submit"
          className="rounded-full bg-primary px-7 py-3 font-semibold text-on-primary shadow-md shadow-primary/20 hover:bg-primary-strong"
        >
          {t('submit')}
        </button>
      </div>
    </form>
  )
}

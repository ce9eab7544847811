'use client'

import { useUiLocale, useUiStrings } from '@/components/UiStrings/context.client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form'

import { readDraft, type DeferredFormProps } from '@/components/Form/draft'
import { CheckboxField, Honeypot, SelectField, TextAreaField, TextField } from '@/components/Form/fields'
import { CheckIcon } from '@/components/Icons/Icons'
import { useSetLoading } from '@/components/LoadingOverlay/context.client'
import { preloadLoadingOverlay } from '@/components/LoadingOverlay/LoadingOverlay.client'
import { preloadNotificationCard } from '@/components/Notifications/Notifications.client'
import { useNotify } from '@/components/Notifications/store.client'
import type { DepartmentKey } from '@/fields'
import { ApiError, apiFetch } from '@/lib/api/client'
import { loadContactValidation, schemaResolver } from '@/lib/validation/resolver'

export type DepartmentOption = { key: string; name: string; selectable: boolean }

/** SPEC §3: the fixed Ukrainian title of a contact-form request from the landing. */
export const contactRequestTitle = 'Заявка з контактної форми лендингу'

type Values = { company: string; name: string; email: string; phone: string; message: string; depart: string; accept: boolean; website: string }
const fieldNames = ['company', 'name', 'email', 'phone', 'message', 'depart', 'accept'] as const
type FieldName = (typeof fieldNames)[number]
const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name)
const emptyValues = (depart: string): Values => ({ company: '', name: '', email: '', phone: '', message: '', depart, accept: false, website: '' })

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
  const locale = useUiLocale()
  const setLoading = useSetLoading()
  const notify = useNotify()
  const [sent, setSent] = useState(false)
  // Typed into the server-rendered form before this code arrived (see deferredForm).
  const [draft] = useState(() => readDraft(`${formId}-form`))
  // Moving focus to the first invalid field must not clear the error it is meant to show.
  const focusingErrorAt = useRef(0)
  const justFocusedError = () => Date.now() - focusingErrorAt.current < 300
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<Values>({
    shouldFocusError: false,
    // The shared schema trims and checks exactly as the server does (landing API).
    resolver: useMemo(() => schemaResolver<Values>(loadContactValidation(locale)), [locale]),
    defaultValues: { ...emptyValues(depart), ...draft },
  })
  useEffect(() => onReady?.(), [onReady])
  // What a send may show (overlay, notification) is fetched now, so it shows even offline.
  useEffect(() => {
    void preloadLoadingOverlay()
    void preloadNotificationCard()
  }, [])

  const focusFirstError = (invalid: FieldErrors<Values>) => {
    const first = fieldNames.find((name) => invalid[name])
    if (!first) return
    // The focus event may be dispatched after this call returns: a short window, not a flag.
    focusingErrorAt.current = Date.now()
    setFocus(first)
  }
  const onSubmit = handleSubmit(async (values) => {
    const department = departments.find((item) => item.key === values.depart)
    setLoading(true)
    try {
      await apiFetch('/landing/send-message', {
        method: 'POST',
        body: JSON.stringify({
          ...values,
          depart: values.depart || undefined,
          title: contactRequestTitle,
          department: department?.name ?? '',
          // Kept for the SPEC §3 payload; the server resolves recipients itself and ignores it.
          send_to: '',
          locale,
          pageUrl: window.location.href,
        }),
      })
      setSent(true)
      reset(emptyValues(depart))
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && isErrorBody(error.data)) {
        let shown = false
        for (const [field, messages] of Object.entries(error.data.errors)) {
          if (isFieldName(field) && !(field === 'depart' && lockDepart)) {
            setError(field, { type: 'server', message: messages.join(' ') })
            shown = true
          }
        }
        if (!shown) notify({ type: 'error', title: t('failureTitle'), body: Object.values(error.data.errors).flat().join(' ') })
      } else {
        // SPEC §8 only logs; we also tell the user, and everything typed stays in the form.
        console.error('send-message failed', error)
        notify({ type: 'error', title: t('failureTitle'), body: t('failureBody') })
      }
    } finally {
      setLoading(false)
    }
  }, focusFirstError)

  if (sent) {
    return (
      <div data-testid="contact-success" role="status" className="flex flex-col items-center justify-center gap-4 py-10 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg shadow-primary/30">
          <CheckIcon className="size-10" strokeWidth={3} />
        </span>
        <p className="text-2xl font-bold">{t('success')}</p>
        <p className="text-muted">{t('successBody')}</p>
        <button type="button" onClick={() => setSent(false)} className="mt-2 rounded-full border border-line px-5 py-2.5 font-semibold hover:border-primary hover:text-primary">
          {t('sendAnother')}
        </button>
      </div>
    )
  }

  // SPEC §5: focusing a field clears its error.
  const field = (name: FieldName) => ({ ...register(name), onFocus: () => justFocusedError() || clearErrors(name as FieldPath<Values>), error: errors[name]?.message, formId })
  const selectable = departments.filter((item) => item.selectable)

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2" data-testid={`${formId}-form`} data-deferred={onReady ? '' : undefined}>
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
        <button type="submit" className="rounded-full bg-primary px-7 py-3 font-semibold text-on-primary shadow-md shadow-primary/20 hover:bg-primary-strong">
          {t('submit')}
        </button>
      </div>
    </form>
  )
}

function isErrorBody(data: unknown): data is { errors: Record<string, string[]> } {
  return typeof data === 'object' && data !== null && typeof (data as { errors?: unknown }).errors === 'object' && (data as { errors?: unknown }).errors !== null
}

'use client'

import { useUiLocale, useUiStrings } from '@/components/UiStrings/context.client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'

import { readDraft, type DeferredFormProps } from '@/components/Form/draft'
import { CheckboxField, FieldError, Honeypot, SelectField, TextAreaField, TextField } from '@/components/Form/fields'
import { CheckIcon, UploadIcon } from '@/components/Icons/Icons'
import { useSetLoading } from '@/components/LoadingOverlay/context.client'
import { preloadLoadingOverlay } from '@/components/LoadingOverlay/LoadingOverlay.client'
import { preloadNotificationCard } from '@/components/Notifications/Notifications.client'
import { useNotify } from '@/components/Notifications/store.client'
import { ApiError, apiFetch } from '@/lib/api/client'
import { message } from '@/lib/validation/messages'
import { loadCvValidation, schemaResolver } from '@/lib/validation/resolver'

type Values = { name: string; email: string; phone: string; vacancy: string; message: string; accept: boolean; file: FileList | null; website: string }
const fieldNames = ['name', 'email', 'phone', 'vacancy', 'message', 'accept', 'file'] as const
type FieldName = (typeof fieldNames)[number]
const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name)
const emptyValues: Values = { name: '', email: '', phone: '', vacancy: '', message: '', accept: false, file: null, website: '' }

/** Client-side twin of the server's CV limits (landing API): 10 MB, document formats. */
const maxFileBytes = 10 * 1024 * 1024
const allowedExtensions = /\.(pdf|docx?|odt|rtf)$/i

export function CvForm({ vacancies, onReady }: { vacancies: { id: string; title: string }[] } & DeferredFormProps) {
  const t = useUiStrings('careers')
  const locale = useUiLocale()
  const setLoading = useSetLoading()
  const notify = useNotify()
  const [sent, setSent] = useState(false)
  // Typed into the server-rendered form before this code arrived (see deferredForm).
  const [draft] = useState(() => readDraft('cv-form'))
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
    watch,
    formState: { errors },
  } = useForm<Values>({
    shouldFocusError: false,
    resolver: useMemo(
      () =>
        schemaResolver<Values>(loadCvValidation(locale), (values): Record<string, string> => {
          const file = values.file?.[0]
          if (!file) return { file: message(locale, 'file') }
          if (!allowedExtensions.test(file.name)) return { file: message(locale, 'fileType') }
          if (file.size > maxFileBytes) return { file: message(locale, 'fileTooLarge') }
          return {}
        }),
      [locale],
    ),
    defaultValues: { ...emptyValues, ...draft },
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
  const chosenFile = watch('file')
  const onSubmit = handleSubmit(async (values) => {
    const body = new FormData()
    for (const key of ['name', 'email', 'phone', 'vacancy', 'message', 'website'] as const) body.set(key, values[key])
    body.set('accept', values.accept ? 'true' : 'false')
    body.set('locale', locale)
    const file = values.file?.[0]
    if (file) body.set('file', file)
    setLoading(true)
    try {
      await apiFetch('/landing/send-cv', { method: 'POST', body })
      setSent(true)
      reset(emptyValues)
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { errors?: Record<string, string[]> } | null) : null
      if (error instanceof ApiError && error.status === 422 && data?.errors) {
        for (const [field, messages] of Object.entries(data.errors)) {
          if (isFieldName(field)) setError(field, { type: 'server', message: messages.join(' ') })
        }
      } else {
        console.error('send-cv failed', error)
        notify({ type: 'error', title: t('failureTitle'), body: t('failureBody') })
      }
    } finally {
      setLoading(false)
    }
  }, focusFirstError)

  if (sent) {
    return (
      <div role="status" data-testid="cv-success" className="flex flex-col items-center gap-4 py-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary text-on-primary">
          <CheckIcon className="size-8" strokeWidth={3} />
        </span>
        <p className="text-xl font-bold">{t('success')}</p>
        <p className="text-muted">{t('successBody')}</p>
      </div>
    )
  }

  const field = (name: FieldName) => {
    const { ref, ...rest } = register(name)
    return { ...rest, ref, onFocus: () => justFocusedError() || clearErrors(name), error: errors[name]?.message, formId: 'cv-form' }
  }
  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4" data-testid="cv-form" data-deferred={onReady ? '' : undefined}>
      <TextField {...field('name')} label={t('name')} required autoComplete="name" />
      <TextField {...field('email')} label={t('email')} required type="email" autoComplete="email" />
      <TextField {...field('phone')} label={t('phone')} type="tel" autoComplete="tel" />
      <SelectField {...field('vacancy')} label={t('vacancy')}>
        <option value="">{t('vacancyAny')}</option>
        {vacancies.map((vacancy) => (
          <option key={vacancy.id} value={vacancy.id}>
            {vacancy.title}
          </option>
        ))}
      </SelectField>
      <TextAreaField {...field('message')} label={t('message')} />
      <div>
        <label htmlFor="cv-form-file" className="mb-1.5 flex items-center gap-2 text-sm font-semibold">
          <UploadIcon className="size-4 text-primary" />
          {t('file')}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </label>
        {/* The native control is transparent over our own button, so its label is in the page's language. */}
        <div className="relative flex items-center gap-3 rounded-xl border border-dashed border-line bg-surface p-3 text-sm has-[input:focus-visible]:outline has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary">
          <input
            id="cv-form-file"
            type="file"
            accept=".pdf,.doc,.docx,.odt,.rtf,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,application/rtf"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'cv-form-file-error' : undefined}
            onFocus={() => justFocusedError() || clearErrors('file')}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            {...register('file')}
          />
          <span aria-hidden="true" className="shrink-0 rounded-full bg-primary px-4 py-2 font-semibold text-on-primary">
            {t('chooseFile')}
          </span>
          <span aria-hidden="true" className="min-w-0 truncate text-muted">
            {chosenFile?.[0]?.name ?? t('noFile')}
          </span>
        </div>
        <FieldError id="cv-form-file-error" error={errors.file?.message} />
      </div>
      <CheckboxField {...field('accept')} label={t('accept')} />
      <Honeypot {...register('website')} />
      <button type="submit" className="justify-self-start rounded-full bg-primary px-7 py-3 font-semibold text-on-primary shadow-md shadow-primary/20 hover:bg-primary-strong">
        {t('submit')}
      </button>
    </form>
  )
}

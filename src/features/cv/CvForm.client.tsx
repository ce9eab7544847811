'use client'

import { useUiStrings } from '@/components/UiStrings/context.client'

import type { DeferredFormProps } from '@/components/Form/draft'
import { CheckboxField, FieldError, Honeypot, SelectField, TextAreaField, TextField } from '@/components/Form/fields'
import { useSubmissionForm } from '@/components/Form/useSubmissionForm.client'
import { CheckIcon, UploadIcon } from '@/components/Icons/Icons'
import type { Locale } from '@/i18n/locales'
import { apiFetch } from '@/lib/api/client'
import { message } from '@/lib/validation/messages'
import { cvAccept, cvFileBytes, hasCvExtension } from './limits'

type Values = {
  name: string
  email: string
  phone: string
  vacancy: string
  message: string
  accept: boolean
  file: FileList | null
  website: string
}
const fieldNames = ['name', 'email', 'phone', 'vacancy', 'message', 'accept', 'file'] as const
const emptyValues: Values = {
  name: '',
  email: '',
  phone: '',
  vacancy: '',
  message: '',
  accept: false,
  file: null,
  website: '',
}
const loadValidation = (locale: Locale) => import('./schema').then((schema) => schema.cvValidation(locale))

/** The server's CV limits checked before sending (the server decides the type by the bytes). */
function checkFile(values: Values, locale: Locale): Record<string, string> {
  const file = values.file?.[0]
  if (!file) return { file: message(locale, 'file') }
  if (!hasCvExtension(file.name)) return { file: message(locale, 'fileType') }
  if (file.size > cvFileBytes) return { file: message(locale, 'fileTooLarge') }
  return {}
}

function sendCv(values: Values, locale: Locale) {
  const body = new FormData()
  for (const key of ['name', 'email', 'phone', 'vacancy', 'message', 'website'] as const) body.set(key, values[key])
  body.set('accept', values.accept ? 'true' : 'false')
  body.set('locale', locale)
  const file = values.file?.[0]
  if (file) body.set('file', file)
  return apiFetch('/landing/send-cv', { method: 'POST', body })
}

export function CvForm({ vacancies, onReady }: { vacancies: { id: string; title: string }[] } & DeferredFormProps) {
  const t = useUiStrings('careers')
  const { form, sent, onSubmit, field, clearErrorOnFocus } = useSubmissionForm<Values>({
    testId: 'cv-form',
    formId: 'cv-form',
    fieldNames,
    emptyValues,
    loadValidation,
    extraChecks: checkFile,
    send: sendCv,
    failure: { title: t('failureTitle'), body: t('failureBody'), log: 'send-cv failed' },
    onReady,
  })
  const {
    register,
    watch,
    formState: { errors },
  } = form
  const chosenFile = watch('file')

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

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-4"
      data-testid="cv-form"
      data-deferred={onReady ? '' : undefined}
    >
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
            accept={cvAccept}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'cv-form-file-error' : undefined}
            onFocus={clearErrorOnFocus('file')}
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
      <button
        type="submit"
        className="justify-self-start rounded-full bg-primary px-7 py-3 font-semibold text-on-primary shadow-md shadow-primary/20 hover:bg-primary-strong"
      >
        {t('submit')}
      </button>
    </form>
  )
}

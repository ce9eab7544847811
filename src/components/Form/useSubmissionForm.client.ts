'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form'

import { useUiLocale } from '@/components/UiStrings/context.client'
import { useSetLoading } from '@/components/LoadingOverlay/context.client'
import { preloadLoadingOverlay } from '@/components/LoadingOverlay/LoadingOverlay.client'
import { preloadNotificationCard } from '@/components/Notifications/Notifications.client'
import { useNotify } from '@/components/Notifications/store.client'
import type { Locale } from '@/i18n/locales'
import { ApiError } from '@/lib/api/client'
import { schemaResolver, type Validation } from '@/lib/validation/resolver'
import { readDraft, type DeferredFormProps } from './draft'

export type SubmissionFormOptions<V extends FieldValues> = {
  /** The form's test id: where the server-rendered draft is read from. */
  testId: string
  /** The prefix of its fields' ids (`<formId>-<name>`). */
  formId: string
  /** Its visible fields, in page order: the first invalid one takes the focus. */
  fieldNames: readonly Path<V>[]
  emptyValues: V
  /** The feature's shared schema, fetched on first validation (a module-level function, as `extraChecks`). */
  loadValidation: (locale: Locale) => Promise<Validation>
  /** Checks the schema cannot make in the browser (a file's size and type), by field. */
  extraChecks?: (values: V, locale: Locale) => Record<string, string>
  /** Sends the valid values; throws `ApiError` on a refusal. */
  send: (values: V, locale: Locale) => Promise<unknown>
  /** Whether a server's field error is shown under that field (else it is notified). */
  showsErrorOf?: (field: Path<V>) => boolean
  /** The notification when the server could not take it (network, 5xx, 4xx without fields). */
  failure: { title: string; body: string; log: string }
} & DeferredFormProps

/**
 * What the contact form and the CV form share: the shared zod schema as resolver, the values
 * typed before the form's code arrived (see deferredForm), the focus on the first invalid
 * field, the loading overlay while sending, a 422 shown under each field, any other failure
 * notified with everything typed kept, and the sent state.
 */
export function useSubmissionForm<V extends FieldValues>(options: SubmissionFormOptions<V>) {
  const { testId, formId, fieldNames, emptyValues, loadValidation, extraChecks, send, showsErrorOf, failure, onReady } =
    options
  const locale = useUiLocale()
  const setLoading = useSetLoading()
  const notify = useNotify()
  const [sent, setSent] = useState(false)
  // Typed into the server-rendered form before this code arrived (see deferredForm).
  const [draft] = useState(() => readDraft(testId))
  // Moving focus to the first invalid field must not clear the error it is meant to show. The
  // focus event may come after the call returns (later still on a loaded machine): the field
  // it is for, within two seconds, not a bare time window.
  const focusingError = useRef<{ name: string; at: number } | null>(null)
  const justFocusedError = (name: string) => {
    const focusing = focusingError.current
    if (!focusing || focusing.name !== name || Date.now() - focusing.at > 2000) return false
    focusingError.current = null
    return true
  }
  const form = useForm<V>({
    shouldFocusError: false,
    // The shared schema trims and checks exactly as the server does (landing API).
    resolver: useMemo(
      () => schemaResolver<V>(() => loadValidation(locale), extraChecks && ((values) => extraChecks(values, locale))),
      [locale, loadValidation, extraChecks],
    ),
    defaultValues: { ...emptyValues, ...draft } as DefaultValues<V>,
  })
  const { register, handleSubmit, setError, setFocus, clearErrors, reset, formState } = form
  useEffect(() => onReady?.(), [onReady])
  // What a send may show (overlay, notification) is fetched now, so it shows even offline.
  useEffect(() => {
    void preloadLoadingOverlay()
    void preloadNotificationCard()
  }, [])

  const focusFirstError = (invalid: FieldErrors<V>) => {
    const first = fieldNames.find((name) => invalid[name])
    if (!first) return
    // eslint-disable-next-line react-hooks/purity -- runs in handleSubmit's callback for an invalid form, never while rendering
    focusingError.current = { name: first, at: Date.now() }
    setFocus(first)
  }

  const onSubmit = handleSubmit(async (values) => {
    setLoading(true)
    try {
      await send(values, locale)
      setSent(true)
      reset(emptyValues)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && isErrorBody(error.data)) {
        let shown = false
        for (const [field, messages] of Object.entries(error.data.errors)) {
          if (isFieldName(fieldNames, field) && (showsErrorOf?.(field) ?? true)) {
            setError(field, { type: 'server', message: messages.join(' ') })
            shown = true
          }
        }
        if (!shown)
          notify({ type: 'error', title: failure.title, body: Object.values(error.data.errors).flat().join(' ') })
      } else {
        // SPEC §8 only logs; we also tell the user, and everything typed stays in the form.
        console.error(failure.log, error)
        notify({ type: 'error', title: failure.title, body: failure.body })
      }
    } finally {
      setLoading(false)
    }
    // eslint-disable-next-line react-hooks/refs -- focusFirstError reads the ref when a submit fails, not while rendering
  }, focusFirstError)

  /** A field's props: registered, its error, and (SPEC §5) focusing it clears that error. */
  const field = (name: Path<V>) => ({
    ...register(name),
    onFocus: () => justFocusedError(name) || clearErrors(name),
    error: formState.errors[name]?.message as string | undefined,
    formId,
  })

  return {
    form,
    sent,
    setSent,
    onSubmit,
    field,
    clearErrorOnFocus: (name: Path<V>) => () => justFocusedError(name) || clearErrors(name),
  }
}

const isFieldName = <V extends FieldValues>(names: readonly Path<V>[], name: string): name is Path<V> =>
  (names as readonly string[]).includes(name)

function isErrorBody(data: unknown): data is { errors: Record<string, string[]> } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { errors?: unknown }).errors === 'object' &&
    (data as { errors?: unknown }).errors !== null
  )
}

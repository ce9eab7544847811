'use client'
import { Button, ConfirmationModal, useModal, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import type { Found } from '@/lib/erasure/erase'
import { erasureText, type ErasureMessageKey } from './messages'

type Step =
  | { kind: 'enter' }
  | { kind: 'found'; address: string; found: Found }
  | { kind: 'erased'; messages: number; cvs: number }

const confirmSlug = 'erasure-confirm'

/**
 * The address, what carries it, then one erasure confirmed in Payload's own dialog, which names
 * the counts. Dates are the browser's; a CV's file is named as the applicant sent it. The
 * server checks the counts the admin confirmed.
 */
export function ErasureForm({ api }: { api: string }) {
  const { i18n } = useTranslation()
  const router = useRouter()
  const { openModal } = useModal()
  const t = (key: ErasureMessageKey, params?: Record<string, number>) => erasureText(i18n.language, key, params)
  const inputId = useId()
  const [address, setAddress] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'enter' })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function call(action: 'find' | 'erase', body: object) {
    const response = await fetch(`${api}/erasure/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => ({}))) as {
      errors?: { message: string }[]
      found?: Found
    } & Partial<Found> & { messages?: unknown; cvs?: unknown }
    return { status: response.status, json }
  }

  async function find(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const { status, json } = await call('find', { email: address })
      if (status !== 200) return setError(json.errors?.[0]?.message ?? t('failed'))
      setStep({ kind: 'found', address, found: json as Found })
    } catch {
      setError(t('failed'))
    } finally {
      setBusy(false)
    }
  }

  async function erase(found: Found, email: string) {
    setBusy(true)
    setError(undefined)
    try {
      const expected = { messages: found.messages.length, cvs: found.cvs.length }
      const { status, json } = await call('erase', { email, expected })
      if (status === 409 && json.found) {
        setStep({ kind: 'found', address: email, found: json.found })
        return setError(json.errors?.[0]?.message)
      }
      if (status !== 200) return setError(json.errors?.[0]?.message ?? t('failed'))
      setStep({ kind: 'erased', messages: Number(json.messages), cvs: Number(json.cvs) })
      setAddress('')
      // The erasure log below is rendered on the server: show the new entry.
      router.refresh()
    } catch {
      setError(t('failed'))
    } finally {
      setBusy(false)
    }
  }

  const date = (value: string) => new Date(value).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'uk-UA')

  return (
    <div className="erasure__form">
      <form onSubmit={find} className="erasure__search">
        <label htmlFor={inputId}>{t('address')}</label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="off"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <Button type="submit" buttonStyle="primary" size="medium" margin={false} disabled={busy}>
          {t('find')}
        </Button>
      </form>
      {error && (
        <p className="erasure__error" role="alert">
          {error}
        </p>
      )}
      {step.kind === 'erased' && (
        <p className="erasure__done" role="status">
          {t('erased', { messages: step.messages, cvs: step.cvs })}
        </p>
      )}
      {step.kind === 'found' && (
        <div className="erasure__found" aria-live="polite">
          <h2>
            {t('messages')}: {step.found.messages.length}
          </h2>
          {step.found.messages.length > 0 && (
            <table className="erasure__table">
              <thead>
                <tr>
                  <th scope="col">{t('received')}</th>
                  <th scope="col">{t('company')}</th>
                  <th scope="col">{t('department')}</th>
                </tr>
              </thead>
              <tbody>
                {step.found.messages.map((message) => (
                  <tr key={message.id}>
                    <td>{date(message.createdAt)}</td>
                    <td>{message.company}</td>
                    <td>{message.department ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>
            {t('cvs')}: {step.found.cvs.length}
          </h2>
          {step.found.cvs.length > 0 && (
            <table className="erasure__table">
              <thead>
                <tr>
                  <th scope="col">{t('received')}</th>
                  <th scope="col">{t('file')}</th>
                  <th scope="col">{t('vacancy')}</th>
                </tr>
              </thead>
              <tbody>
                {step.found.cvs.map((cv) => (
                  <tr key={cv.id}>
                    <td>{date(cv.createdAt)}</td>
                    <td>{cv.file ?? '—'}</td>
                    <td>{cv.vacancy ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {step.found.messages.length + step.found.cvs.length === 0 ? (
            <p>{t('nothingFound')}</p>
          ) : (
            <>
              <Button
                buttonStyle="error"
                size="medium"
                margin={false}
                disabled={busy}
                onClick={() => openModal(confirmSlug)}
              >
                {t('eraseAll', { messages: step.found.messages.length, cvs: step.found.cvs.length })}
              </Button>
              <ConfirmationModal
                modalSlug={confirmSlug}
                heading={t('title')}
                body={t('confirm', { messages: step.found.messages.length, cvs: step.found.cvs.length })}
                confirmLabel={t('confirmYes')}
                cancelLabel={t('cancel')}
                onConfirm={() => erase(step.found, step.address)}
              />
            </>
          )}
        </div>
      )}
    </div>
  )
}

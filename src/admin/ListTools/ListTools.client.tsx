'use client'
import { Button, useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'
import { useSearchParams } from 'next/navigation'
import { type FormEvent, useId, useMemo, useRef, useState } from 'react'

import './ListTools.scss'

export type FilterChoice = { field: string; label: string; options: { value: string; label: string }[] }

type Texts = Record<
  'quickFilters' | 'all' | 'from' | 'to' | 'apply' | 'reset' | 'exportCsv' | 'exportCsvHint' | 'dateCreated',
  string
>

type Props = {
  collectionSlug: string
  choices: FilterChoice[]
  dateRange: boolean
  exportCsv: boolean
  texts: Texts
}

type Condition = Record<string, Record<string, unknown>>

/** The conditions of the list's current `where`: top-level, or the items of a top-level `and`. */
function currentConditions(where: unknown): Condition[] {
  if (!where || typeof where !== 'object') return []
  const and = (where as { and?: unknown }).and
  const items = Array.isArray(and) ? and : Object.values(and ?? {}).length ? Object.values(and as object) : [where]
  return items.filter((item): item is Condition => Boolean(item) && typeof item === 'object')
}

function findValue(conditions: Condition[], field: string, operator: string): string {
  for (const condition of conditions) {
    const value = condition[field]?.[operator]
    if (typeof value === 'string') return value
  }
  return ''
}

/** yyyy-mm-dd of an ISO instant in the browser's time zone (what the date input shows). */
function toDateInput(iso: string, dayBefore = false): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (dayBefore) date.setDate(date.getDate() - 1)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Local midnight of a yyyy-mm-dd day as an ISO instant, optionally the next day's. */
function startOfDay(day: string, next = false): string {
  const date = new Date(`${day}T00:00:00`)
  if (next) date.setDate(date.getDate() + 1)
  return date.toISOString()
}

/** Keys the export shares with the list view: what is filtered, searched, sorted and shown. */
const listQueryKey = /^(where|search|sort|columns|locale)(\[|$)/

export function ListToolsClient({ collectionSlug, choices, dateRange, exportCsv, texts }: Props) {
  // Payload's list keeps its query in state and mirrors it to the address: change it through
  // the list's own API, or the next sync would bring the old filter back.
  const { query, refineListData } = useListQuery()
  const searchParams = useSearchParams()
  const id = useId()
  const conditions = useMemo(() => currentConditions(query.where), [query.where])
  const form = useRef<HTMLFormElement>(null)
  const initialFrom = findValue(conditions, 'createdAt', 'greater_than_equal')
  const initialTo = findValue(conditions, 'createdAt', 'less_than')
  const fromDefault = initialFrom ? toDateInput(initialFrom) : ''
  const toDefault = initialTo ? toDateInput(initialTo, true) : ''
  // Only for the pickers' min and max: the values themselves live in the inputs.
  const [from, setFrom] = useState(fromDefault)
  const [to, setTo] = useState(toDefault)

  const exportHref = useMemo(() => {
    const shared = new URLSearchParams()
    searchParams.forEach((value, key) => {
      if (listQueryKey.test(key)) shared.append(key, value)
    })
    const query = shared.toString()
    return `/api/${collectionSlug}/export.csv${query ? `?${query}` : ''}`
  }, [collectionSlug, searchParams])

  function navigate(next: Condition[]) {
    // Quick filters replace the list's filter as a whole (Payload resets to page 1).
    void refineListData({ where: (next.length ? { and: next } : {}) as Where })
  }

  // The fields are read from the form itself, not from React state: a choice made while the
  // page was still loading (before React attached its handlers) counts as much as any other.
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const read = (name: string) => String(data.get(name) ?? '')
    const next: Condition[] = []
    for (const { field } of choices) {
      const value = read(field)
      if (value) next.push({ [field]: { equals: value } })
    }
    if (dateRange && read('from')) next.push({ createdAt: { greater_than_equal: startOfDay(read('from')) } })
    if (dateRange && read('to')) next.push({ createdAt: { less_than: startOfDay(read('to'), true) } })
    navigate(next)
  }

  function reset() {
    form.current
      ?.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input')
      .forEach((field) => (field.value = ''))
    setFrom('')
    setTo('')
    navigate([])
  }

  return (
    <div className="list-tools">
      {choices.length || dateRange ? (
        <form ref={form} className="list-tools__filters" onSubmit={apply} aria-label={texts.quickFilters}>
          {choices.map(({ field, label, options }) => (
            <label key={field} className="list-tools__field" htmlFor={`${id}-${field}`}>
              <span>{label}</span>
              <select id={`${id}-${field}`} name={field} defaultValue={findValue(conditions, field, 'equals')}>
                <option value="">{texts.all}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {dateRange ? (
            <>
              <label className="list-tools__field" htmlFor={`${id}-from`}>
                <span>{texts.from}</span>
                <input
                  id={`${id}-from`}
                  type="date"
                  name="from"
                  defaultValue={fromDefault}
                  max={to || undefined}
                  onChange={(event) => setFrom(event.target.value)}
                />
              </label>
              <label className="list-tools__field" htmlFor={`${id}-to`}>
                <span>{texts.to}</span>
                <input
                  id={`${id}-to`}
                  type="date"
                  name="to"
                  defaultValue={toDefault}
                  min={from || undefined}
                  onChange={(event) => setTo(event.target.value)}
                />
              </label>
            </>
          ) : null}
          <div className="list-tools__actions">
            <Button type="submit" buttonStyle="primary" size="small" margin={false}>
              {texts.apply}
            </Button>
            <Button type="button" buttonStyle="secondary" size="small" margin={false} onClick={reset}>
              {texts.reset}
            </Button>
          </div>
        </form>
      ) : null}
      {exportCsv ? (
        <Button
          el="anchor"
          url={exportHref}
          buttonStyle="secondary"
          size="small"
          margin={false}
          tooltip={texts.exportCsvHint}
          className="list-tools__export"
        >
          {texts.exportCsv}
        </Button>
      ) : null}
    </div>
  )
}

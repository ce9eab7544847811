'use client'
import { useField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { Fragment } from 'react'

import { adminLanguage, adminText } from '@/i18n/adminMessages'
import { isLocale, type Locale } from '@/i18n/locales'
import { diffParagraphs, type DiffPart } from '@/lib/translation/diff'
import { outOfDateField, type SourceChange } from '@/fields/translationState'
import { richTextToText } from '@/fields/translationTexts'
import './SourceChanges.scss'

function Parts({ parts }: { parts: DiffPart[] }) {
  return parts.map((part, index) =>
    part.kind === 'added' ? (
      <ins key={index}>{part.text}</ins>
    ) : part.kind === 'removed' ? (
      <del key={index}>{part.text}</del>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}

/** A form value as the translator reads it: rich text as its paragraphs. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'root' in value) return richTextToText(value)
  return ''
}

/**
 * The `translation` group's panel. In the translation's language: whether it is out of date
 * and, for each translatable field whose source text changed since it was last brought up to
 * date, the old and new source text with words marked, beside the translation as it is in the
 * form now; and the "translation updated" toggle that clears the mark on save. In the source
 * language: a note that changes here mark the translation out of date.
 */
export function SourceChanges() {
  const { i18n } = useTranslation()
  const language = adminLanguage(i18n.language)
  const { code } = useLocale()
  const source = useFormFields(([fields]) => fields.sourceLanguage?.value)
  const changes = useFormFields(([fields]) => fields['translation.changes']?.value) as SourceChange[] | null | undefined
  const editing = isLocale(code) ? code : undefined
  const outOfDate = useFormFields(([fields]) =>
    editing ? fields[`translation.${outOfDateField(editing)}`]?.value === true : false,
  )
  // The translation's current text of each changed field, as the editor is typing it.
  const translationNow = useFormFields(([fields]) =>
    (changes ?? []).map((change) => plain(fields[change.path]?.value)).join('\u0000'),
  ).split('\u0000')
  const { value: updated, setValue } = useField<boolean>({ path: 'translation.markUpToDate' })

  if (!editing || !isLocale(source)) return null
  if (editing === source)
    return (
      <p className="source-changes source-changes--source" data-translation-source={source}>
        {adminText(language, 'translationSourceNote')}
      </p>
    )
  const target: Locale = editing
  if (!outOfDate || !changes?.length)
    return (
      <p className="source-changes source-changes--current" data-translation-state="current">
        {adminText(language, `upToDate_${target}`)}
      </p>
    )
  return (
    <section className="source-changes" data-translation-state="out-of-date" aria-labelledby="source-changes-title">
      <h3 id="source-changes-title" className="source-changes__mark">
        {adminText(language, `outOfDate_${target}`)}
      </h3>
      <p>{adminText(language, 'translationChanges')}</p>
      <table className="source-changes__table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{adminText(language, 'translationSourceDiff')}</th>
            <th scope="col">{adminText(language, 'translationNow')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={change.path} data-changed-field={change.path}>
              <th scope="row">{change.label[language] ?? change.path}</th>
              <td className="source-changes__diff">
                {diffParagraphs(change.before, change.after).map((paragraph, at) => (
                  <p key={at} data-paragraph={paragraph.kind}>
                    <Parts parts={paragraph.parts} />
                  </p>
                ))}
              </td>
              <td className="source-changes__translation">
                {translationNow[index] || adminText(language, 'translationEmpty')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="source-changes__updated">
        <input
          type="checkbox"
          name="translationUpdated"
          checked={updated === true}
          onChange={(event) => setValue(event.target.checked)}
        />
        <span>{adminText(language, 'translationUpdated')}</span>
      </label>
    </section>
  )
}

import type { Field } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

/**
 * The translatable texts of a document: its localized text, textarea and rich-text fields,
 * also those inside localized blocks, arrays and groups, each as plain text under its path
 * (`description`, `requirements.0.text`, `layout.2.heading`). What is not prose is left out:
 * slugs, addresses and anchors (text fields, but the same in every translation's sense),
 * uploads, numbers, dates, selects and relations (other field types).
 */
export type SourceText = { path: string; text: string; label: Record<Locale, string> }

/** Text fields that hold an address or a key (a row's `id` is a text field too), not words a translator reads. */
const notProse = /^(id|blockName|slug|anchor|href|url|videoId)$|Href$/

type LabelSource = unknown
type Walk = {
  /** Pick this locale where a localized field starts (a document read with `locale: 'all'`). */
  locale?: Locale
  inLocalized: boolean
  path: string
  label: Record<Locale, string>
}

function labelIn(label: LabelSource, name: string, locale: Locale): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLocale = label as Record<string, unknown>
    const text = byLocale[locale] ?? byLocale.en
    if (typeof text === 'string') return text
  }
  return name
}

function child(walk: Walk, name: string, label: LabelSource, localizedHere: boolean): Walk {
  const joined = Object.fromEntries(
    locales.map((locale) => {
      const own = labelIn(label, name, locale)
      return [locale, walk.label[locale] ? `${walk.label[locale]} › ${own}` : own]
    }),
  ) as Record<Locale, string>
  return {
    locale: walk.locale,
    inLocalized: walk.inLocalized || localizedHere,
    path: walk.path ? `${walk.path}.${name}` : name,
    label: joined,
  }
}

type Lexical = { text?: unknown; type?: unknown; children?: unknown }

function nodeText(node: Lexical): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return '\n'
  const children = Array.isArray(node.children) ? (node.children as Lexical[]) : []
  // A list's items, a table's rows: one line each within their paragraph.
  const separator = node.type === 'list' || node.type === 'table' || node.type === 'tablerow' ? '\n' : ''
  return children.map(nodeText).join(separator)
}

/** A Lexical tree as plain text, one paragraph (heading, list, quote…) per blank-line-separated block. */
export function richTextToText(value: unknown): string {
  const root = (value as { root?: Lexical } | null | undefined)?.root
  const blocks = Array.isArray(root?.children) ? (root.children as Lexical[]) : []
  return blocks
    .map(nodeText)
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n')
}

function textOf(field: Field, value: unknown): string {
  if (field.type === 'richText') return richTextToText(value)
  return typeof value === 'string' ? value.trim() : ''
}

function walkFields(fields: readonly Field[], value: unknown, walk: Walk, out: SourceText[]): void {
  const data = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      walkFields(field.fields, data, walk, out)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const localizedHere = Boolean(tab.localized) && !walk.inLocalized
          const inner = localizedHere && walk.locale ? pick(data[tab.name], walk.locale) : data[tab.name]
          walkFields(tab.fields, inner, child(walk, tab.name, tab.label, localizedHere), out)
        } else walkFields(tab.fields, data, walk, out)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if (field.type === 'group') walkFields(field.fields, data, walk, out)
      continue
    }
    const localizedHere = Boolean('localized' in field && field.localized) && !walk.inLocalized
    const raw = localizedHere && walk.locale ? pick(data[field.name], walk.locale) : data[field.name]
    const label = 'label' in field ? field.label : undefined
    const next = child(walk, field.name, label, localizedHere)
    switch (field.type) {
      case 'group':
        walkFields(field.fields, raw, next, out)
        break
      case 'array':
        if (Array.isArray(raw))
          raw.forEach((row, index) =>
            walkFields(field.fields, row, child(next, String(index), `${index + 1}`, false), out),
          )
        break
      case 'blocks':
        if (Array.isArray(raw))
          raw.forEach((row, index) => {
            const blockType = (row as { blockType?: unknown })?.blockType
            const block = field.blocks.find((candidate) => candidate.slug === blockType)
            if (!block) return
            const rowLabel = Object.fromEntries(
              locales.map((locale) => [
                locale,
                `${index + 1} (${labelIn(block.labels?.singular, block.slug, locale)})`,
              ]),
            )
            walkFields(block.fields, row, child(next, String(index), rowLabel, false), out)
          })
        break
      case 'text':
      case 'textarea':
      case 'richText':
        if ((next.inLocalized || localizedHere) && !notProse.test(field.name))
          out.push({ path: next.path, text: textOf(field, raw), label: next.label })
        break
      default:
        break
    }
  }
}

function pick(value: unknown, locale: Locale): unknown {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[locale]
    : undefined
}

/**
 * The translatable texts of `doc`: a document in one locale, or, with `locale`, a document
 * read with every locale (`{ title: { uk, en } }`), of which that locale's texts are taken.
 */
export function translatableTexts(fields: readonly Field[], doc: unknown, locale?: Locale): SourceText[] {
  const out: SourceText[] = []
  const label = Object.fromEntries(locales.map((code) => [code, ''])) as Record<Locale, string>
  walkFields(fields, doc, { locale, inLocalized: false, path: '', label }, out)
  return out
}

/** The texts keyed by path, as the baseline keeps them. */
export function textsByPath(texts: readonly SourceText[]): Record<string, string> {
  return Object.fromEntries(texts.filter((entry) => entry.text).map((entry) => [entry.path, entry.text]))
}

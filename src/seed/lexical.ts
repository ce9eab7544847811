import type { Post } from '@/payload-types'

/** The Lexical JSON Payload stores for a rich-text field, built from a few node kinds. */
export type RichText = NonNullable<Post['content']>

type LexicalNode = { type: string; version: number; [key: string]: unknown }

/** A paragraph is plain text, or a list of runs where `{ bold }` marks the emphasised ones. */
export type Inline = string | (string | { bold: string })[]

const IS_BOLD = 1

function text(value: string, format = 0): LexicalNode {
  return { type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' }
}

function runs(content: Inline): LexicalNode[] {
  const parts = typeof content === 'string' ? [content] : content
  return parts.map((part) => (typeof part === 'string' ? text(part) : text(part.bold, IS_BOLD)))
}

const block = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

export function h(tag: 'h2' | 'h3', content: string): LexicalNode {
  return { ...block, type: 'heading', tag, children: runs(content) }
}

export function p(content: Inline): LexicalNode {
  return { ...block, type: 'paragraph', textFormat: 0, textStyle: '', children: runs(content) }
}

function list(listType: 'bullet' | 'number', items: Inline[]): LexicalNode {
  return {
    ...block,
    type: 'list',
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, index) => ({ ...block, type: 'listitem', value: index + 1, children: runs(item) })),
  }
}

export const ul = (...items: Inline[]) => list('bullet', items)
export const ol = (...items: Inline[]) => list('number', items)

export function richText(...children: LexicalNode[]): RichText {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } }
}

/** Word count of a tree, for the seed's own length checks. */
export function wordCount(tree: RichText): number {
  const words: string[] = []
  const walk = (node: { text?: unknown; children?: unknown }) => {
    if (typeof node.text === 'string') words.push(...node.text.split(/\s+/).filter(Boolean))
    if (Array.isArray(node.children)) node.children.forEach(walk)
  }
  walk(tree.root)
  return words.length
}

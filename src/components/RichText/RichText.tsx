import type { SerializedListItemNode, SerializedListNode } from '@payloadcms/richtext-lexical'
import {
  RichText as LexicalRichText,
  type JSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

/**
 * A list item as valid HTML. Payload's converter writes `value` on every `<li>` (an attribute of
 * numbered lists' items only: 74 errors of the W3C checker across the posts' bulleted lists), an
 * empty `class` on each, and a check list's item as an ARIA checkbox holding a real one. Here: a
 * number only in a numbered list, a class only when the item holds a nested list, and a check
 * list's item as a read-only checkbox with its text.
 */
const listItem: JSXConverter<SerializedListItemNode> = ({ node, nodesToJSX, parent }) => {
  const children = nodesToJSX({ nodes: node.children })
  const list = parent as SerializedListNode | undefined
  const nested = node.children.some((child) => child.type === 'list')
  if (list?.listType === 'check' && !nested)
    return (
      <li className="list-none">
        <label className="inline-flex items-start gap-2">
          <input type="checkbox" checked={Boolean(node.checked)} readOnly disabled className="mt-1.5" />
          <span>{children}</span>
        </label>
      </li>
    )
  return (
    <li value={list?.tag === 'ol' ? node.value : undefined} className={nested ? 'list-none' : undefined}>
      {children}
    </li>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: listItem as JSXConverter,
})

/** Rich text from the CMS (posts, the rich-text block), rendered as valid HTML. */
export function RichText(props: Omit<ComponentProps<typeof LexicalRichText>, 'converters'>) {
  return <LexicalRichText {...props} converters={converters} />
}

/**
 * What changed in a source text, as a translator reads it: paragraph by paragraph (rich text
 * and textareas keep a blank line between paragraphs), and inside a changed paragraph word by
 * word. Plain longest-common-subsequence: the texts are a field each, a few hundred words.
 */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string }
export type ParagraphDiff = { kind: 'same' | 'changed' | 'added' | 'removed'; parts: DiffPart[] }

type Op<T> = { kind: DiffPart['kind']; item: T }

function lcsOps<T>(before: readonly T[], after: readonly T[]): Op<T>[] {
  const rows = before.length
  const cols = after.length
  // lengths[i][j]: the common subsequence of before[i..] and after[j..].
  const lengths = Array.from({ length: rows + 1 }, () => new Uint32Array(cols + 1))
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      lengths[i][j] =
        before[i] === after[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1])
  const ops: Op<T>[] = []
  let i = 0
  let j = 0
  while (i < rows && j < cols) {
    if (before[i] === after[j]) {
      ops.push({ kind: 'same', item: before[i] })
      i++
      j++
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) ops.push({ kind: 'removed', item: before[i++] })
    else ops.push({ kind: 'added', item: after[j++] })
  }
  while (i < rows) ops.push({ kind: 'removed', item: before[i++] })
  while (j < cols) ops.push({ kind: 'added', item: after[j++] })
  return ops
}

/** Words and the spaces between them, so that joining the parts gives the text back. */
function words(text: string): string[] {
  return text.split(/(\s+)/).filter(Boolean)
}

/** Adjacent parts of one kind joined: "<del>old words</del>", not one mark per word. */
function merged(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = []
  for (const part of parts) {
    const last = out.at(-1)
    if (last && last.kind === part.kind) last.text += part.text
    else out.push({ ...part })
  }
  return out
}

export function diffWords(before: string, after: string): DiffPart[] {
  return merged(lcsOps(words(before), words(after)).map(({ kind, item }) => ({ kind, text: item })))
}

export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/**
 * The paragraphs of the new text against the old: unchanged ones as they are, a removed
 * paragraph followed by an added one as one changed paragraph with its words marked.
 */
export function diffParagraphs(before: string, after: string): ParagraphDiff[] {
  const ops = lcsOps(paragraphs(before), paragraphs(after))
  const out: ParagraphDiff[] = []
  for (let index = 0; index < ops.length; index++) {
    const op = ops[index]
    if (op.kind === 'same') {
      out.push({ kind: 'same', parts: [{ kind: 'same', text: op.item }] })
      continue
    }
    // A run of removed then added paragraphs: pair them up in order.
    const removed: string[] = []
    const added: string[] = []
    while (index < ops.length && ops[index].kind !== 'same') {
      ;(ops[index].kind === 'removed' ? removed : added).push(ops[index].item)
      index++
    }
    index--
    const pairs = Math.max(removed.length, added.length)
    for (let pair = 0; pair < pairs; pair++) {
      const old = removed[pair]
      const now = added[pair]
      if (old !== undefined && now !== undefined) out.push({ kind: 'changed', parts: diffWords(old, now) })
      else if (old !== undefined) out.push({ kind: 'removed', parts: [{ kind: 'removed', text: old }] })
      else out.push({ kind: 'added', parts: [{ kind: 'added', text: now }] })
    }
  }
  return out
}

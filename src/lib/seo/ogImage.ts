import { escapeXml } from './xml'

/** SVG of a generated 1200×630 Open Graph card: the title over the brand gradient. */

/** Greedy word wrap; at most `maxLines`, the last one ellipsised when the text is longer. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]+$/, '')}…`
  return kept
}

export function renderOgImage(title: string, siteName: string, tagline: string): string {
  const lines = wrapText(title, 24, 3)
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * 78}" font-size="60" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#022c22"/><stop offset="1" stop-color="#047857"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1080" cy="110" r="220" fill="#10b981" opacity="0.18"/>
<g font-family="DejaVu Sans, Liberation Sans, sans-serif">
<text x="80" y="130" font-size="34" font-weight="700" fill="#6ee7b7">${escapeXml(siteName)}</text>
${text}
<text x="80" y="560" font-size="28" fill="#d1fae5">${escapeXml(wrapText(tagline, 70, 1)[0] ?? '')}</text>
</g>
</svg>`
}

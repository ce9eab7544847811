const entities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }

/** Text for XML and SVG: the RSS feed and the generated Open Graph cards. */
export const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => entities[char] ?? char)

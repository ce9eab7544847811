/** Byte order mark: spreadsheet programs read the file as UTF-8 and show Cyrillic correctly. */
export const BOM = '\uFEFF'

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe:
 * the exported values were typed by website visitors (CSV injection). Phone numbers such as
 * "+380 44 123 45 67" (digits, spaces, brackets, dashes) cannot call anything and stay as typed.
 */
function neutralise(value: string): string {
  if (/^[+-][\d\s().-]*$/.test(value)) return value
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function quote(value: string): string {
  const safe = neutralise(value)
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** RFC 4180 CSV (comma, CRLF, quoted where needed), prefixed with the UTF-8 BOM. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n'
}

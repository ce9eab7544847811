import { describe, expect, it } from 'vitest'

import { toCsv } from '@/admin/CsvExport/csv'

describe('CSV export of a list', () => {
  it('starts with a UTF-8 byte order mark so spreadsheet programs show Cyrillic', () => {
    const csv = toCsv([['Компанія'], ['ТОВ Альфа']])
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(csv.slice(1)).toBe('Компанія\r\nТОВ Альфа\r\n')
  })

  it('quotes cells with commas, quotes, semicolons or line breaks', () => {
    expect(toCsv([['a, b', 'say "hi"', 'x;y', 'line\nbreak']]).slice(1)).toBe(
      '"a, b","say ""hi""","x;y","line\nbreak"\r\n',
    )
  })

  it('defuses cells a spreadsheet would run as formulas, but keeps phone numbers as typed', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '@SUM(A1)', '-1+2*cmd', '+380 44 123-45-67', '-']]).slice(1)).toBe(
      `"'=HYPERLINK(""http://x"")",'@SUM(A1),'-1+2*cmd,+380 44 123-45-67,-\r\n`,
    )
  })
})

import localFont from 'next/font/local'

/**
 * Manrope, self-hosted from the @fontsource-variable package (no font request leaves the site).
 * Two faces: Cyrillic limited to its Unicode range, Latin with a metric-matched fallback, so
 * text keeps its size while the fonts load.
 */
export const manropeCyrillic = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  variable: '--font-manrope-cyr',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
})

export const manrope = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  variable: '--font-manrope',
  display: 'swap',
  adjustFontFallback: 'Arial',
})

/**
 * The seed's pictures, drawn as SVG (rendered by sharp in media.ts): nothing is downloaded.
 * Emerald gradients, simple device silhouettes and short product words that read the same in
 * both languages (brand names, grades, M360, USED, BRAND NEW).
 */

export type Device = 'phone' | 'tablet' | 'laptop' | 'headphones' | 'watch'

const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif'

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const defs = `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#022c22"/><stop offset="0.55" stop-color="#064e3b"/><stop offset="1" stop-color="#047857"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#34d399" stop-opacity="0.55"/><stop offset="1" stop-color="#34d399" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f0fdf4"/><stop offset="1" stop-color="#a7f3d0"/>
  </linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#064e3b"/><stop offset="0.6" stop-color="#022c22"/><stop offset="1" stop-color="#10b981"/>
  </linearGradient>
  <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
    <path d="M48 0H0V48" fill="none" stroke="#ecfdf5" stroke-opacity="0.06" stroke-width="1"/>
  </pattern>`

/** A device of height h with its top-left corner at (x, y). */
function device(kind: Device, x: number, y: number, h: number): string {
  const stroke = 'stroke="#ecfdf5" stroke-opacity="0.5" stroke-width="2"'
  switch (kind) {
    case 'phone': {
      const w = h * 0.49
      return `<g transform="translate(${x} ${y})">
        <rect width="${w}" height="${h}" rx="${h * 0.08}" fill="url(#body)" ${stroke}/>
        <rect x="${w * 0.06}" y="${w * 0.06}" width="${w * 0.88}" height="${h - w * 0.12}" rx="${h * 0.065}" fill="url(#screen)"/>
        <rect x="${w * 0.36}" y="${w * 0.1}" width="${w * 0.28}" height="${h * 0.025}" rx="${h * 0.0125}" fill="#022c22"/>
      </g>`
    }
    case 'tablet': {
      const w = h * 0.74
      return `<g transform="translate(${x} ${y})">
        <rect width="${w}" height="${h}" rx="${h * 0.05}" fill="url(#body)" ${stroke}/>
        <rect x="${h * 0.035}" y="${h * 0.035}" width="${w - h * 0.07}" height="${h * 0.93}" rx="${h * 0.03}" fill="url(#screen)"/>
        <circle cx="${w / 2}" cy="${h * 0.018}" r="${h * 0.007}" fill="#064e3b"/>
      </g>`
    }
    case 'laptop': {
      const w = h * 1.55
      const lid = h * 0.86
      return `<g transform="translate(${x} ${y})">
        <rect x="${w * 0.08}" width="${w * 0.84}" height="${lid}" rx="${h * 0.04}" fill="url(#body)" ${stroke}/>
        <rect x="${w * 0.11}" y="${h * 0.05}" width="${w * 0.78}" height="${lid - h * 0.1}" rx="${h * 0.02}" fill="url(#screen)"/>
        <path d="M0 ${lid + h * 0.02} H${w} L${w * 0.96} ${h} H${w * 0.04} Z" fill="url(#body)" ${stroke}/>
        <rect x="${w * 0.42}" y="${lid + h * 0.02}" width="${w * 0.16}" height="${h * 0.035}" rx="${h * 0.015}" fill="#6ee7b7"/>
      </g>`
    }
    case 'headphones': {
      const w = h * 0.92
      return `<g transform="translate(${x} ${y})">
        <path d="M${w * 0.12} ${h * 0.62} V${h * 0.45} A${w * 0.38} ${h * 0.4} 0 0 1 ${w * 0.88} ${h * 0.45} V${h * 0.62}"
          fill="none" stroke="url(#body)" stroke-width="${h * 0.07}" stroke-linecap="round"/>
        <rect x="0" y="${h * 0.52}" width="${w * 0.26}" height="${h * 0.46}" rx="${w * 0.11}" fill="url(#body)" ${stroke}/>
        <rect x="${w * 0.74}" y="${h * 0.52}" width="${w * 0.26}" height="${h * 0.46}" rx="${w * 0.11}" fill="url(#body)" ${stroke}/>
        <rect x="${w * 0.05}" y="${h * 0.58}" width="${w * 0.16}" height="${h * 0.34}" rx="${w * 0.07}" fill="url(#screen)"/>
        <rect x="${w * 0.79}" y="${h * 0.58}" width="${w * 0.16}" height="${h * 0.34}" rx="${w * 0.07}" fill="url(#screen)"/>
      </g>`
    }
    case 'watch': {
      const w = h * 0.5
      return `<g transform="translate(${x} ${y})">
        <rect x="${w * 0.18}" width="${w * 0.64}" height="${h}" rx="${w * 0.14}" fill="#a7f3d0" fill-opacity="0.75"/>
        <rect y="${h * 0.25}" width="${w}" height="${h * 0.5}" rx="${w * 0.22}" fill="url(#body)" ${stroke}/>
        <rect x="${w * 0.09}" y="${h * 0.29}" width="${w * 0.82}" height="${h * 0.42}" rx="${w * 0.16}" fill="url(#screen)"/>
        <rect x="${w}" y="${h * 0.4}" width="${w * 0.07}" height="${h * 0.1}" rx="${w * 0.03}" fill="#d1fae5"/>
      </g>`
    }
  }
}

const deviceAspect: Record<Device, number> = { phone: 0.49, tablet: 0.74, laptop: 1.55, headphones: 0.92, watch: 0.57 }

/** Devices standing in a row, bottom-aligned, scaled down to fit between x0 and x1. */
function lineup(kinds: Device[], x0: number, x1: number, bottom: number, maxHeight: number): string {
  const relative = kinds.map((kind) =>
    kinds.length === 1 ? 1 : kind === 'phone' || kind === 'watch' ? 0.72 : kind === 'laptop' ? 0.7 : 1,
  )
  const natural = kinds.map((kind, index) => relative[index] * maxHeight * deviceAspect[kind])
  const gapRatio = 0.12
  const total = natural.reduce((sum, width) => sum + width, 0) + gapRatio * maxHeight * (kinds.length - 1)
  const scale = Math.min(1, (x1 - x0) / total)
  const gap = gapRatio * maxHeight * scale
  let x = (x0 + x1) / 2 - (total * scale) / 2
  return kinds
    .map((kind, index) => {
      const h = relative[index] * maxHeight * scale
      const svg = device(kind, x, bottom - h, h)
      x += natural[index] * scale + gap
      return svg
    })
    .join('')
}

function backdrop(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect width="${width}" height="${height}" fill="url(#grid)"/>
    <ellipse cx="${width * 0.72}" cy="${height * 0.42}" rx="${width * 0.42}" ry="${height * 0.55}" fill="url(#glow)"/>
    <ellipse cx="${width * 0.12}" cy="${height * 0.95}" rx="${width * 0.3}" ry="${height * 0.35}" fill="url(#glow)" opacity="0.6"/>`
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

/**
 * A wide picture (hero poster, cover, card): gradient and devices, centred; or on the right,
 * leaving the left free for a short word or, on a hero poster, for the page's own heading.
 */
export function scene(options: {
  width: number
  height: number
  devices: Device[]
  word?: string
  caption?: string
  align?: 'center' | 'right'
}): string {
  const { width, height, devices, word, caption } = options
  const align = options.align ?? (word ? 'right' : 'center')
  const art =
    align === 'right'
      ? lineup(devices, width * 0.5, width * 0.95, height * 0.84, height * 0.62)
      : lineup(devices, width * 0.12, width * 0.88, height * 0.86, height * 0.68)
  const size = Math.round(height * (word && word.length > 9 ? 0.085 : 0.12))
  const words = word
    ? `<text x="${width * 0.07}" y="${height * 0.5}" font-family="${font}" font-weight="700" font-size="${size}" fill="#ecfdf5" letter-spacing="2">${escape(word)}</text>`
    : ''
  const small = caption
    ? `<text x="${width * 0.07}" y="${height * 0.5 + size * 0.85}" font-family="${font}" font-size="${Math.round(size * 0.38)}" fill="#a7f3d0" letter-spacing="6">${escape(caption)}</text>`
    : ''
  return svg(width, height, `${backdrop(width, height)}${art}${words}${small}`)
}

/** A brand or company wordmark with a geometric mark, on a light or dark tile. */
export function logo(options: {
  name: string
  mark: 'ring' | 'wave' | 'diamond' | 'bars' | 'dot'
  dark?: boolean
}): string {
  const { name, mark, dark } = options
  const ink = dark ? '#ecfdf5' : '#064e3b'
  const accent = '#10b981'
  const marks: Record<typeof mark, string> = {
    ring: `<circle cx="70" cy="100" r="30" fill="none" stroke="${accent}" stroke-width="12"/>`,
    wave: `<path d="M40 110 Q55 70 70 100 T100 90" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`,
    diamond: `<path d="M70 66 L100 100 L70 134 L40 100 Z" fill="${accent}"/>`,
    bars: `<rect x="42" y="80" width="12" height="40" rx="6" fill="${accent}"/><rect x="64" y="66" width="12" height="68" rx="6" fill="${accent}"/><rect x="86" y="88" width="12" height="24" rx="6" fill="${accent}"/>`,
    dot: `<circle cx="70" cy="100" r="28" fill="${accent}"/><circle cx="70" cy="100" r="10" fill="${dark ? '#022c22' : '#ffffff'}"/>`,
  }
  const size = name.length > 10 ? 30 : 38
  return svg(
    400,
    200,
    `<rect width="400" height="200" rx="24" fill="${dark ? '#022c22' : '#ffffff'}"/>${marks[mark]}
     <text x="122" y="${100 + size * 0.36}" font-family="${font}" font-weight="700" font-size="${size}" fill="${ink}">${escape(name)}</text>`,
  )
}

/** An authorisation letter or certificate: a paper sheet with a seal; its text lines drawn as bars. */
export function certificate(options: { issuer: string; year: string }): string {
  const { issuer, year } = options
  const lines = [0, 1, 2, 3, 4, 5]
    .map(
      (index) =>
        `<rect x="120" y="${470 + index * 44}" width="${index === 5 ? 300 : 560}" height="14" rx="7" fill="#d1d5db"/>`,
    )
    .join('')
  return svg(
    800,
    1100,
    `<rect width="800" height="1100" fill="#ecfdf5"/>
     <rect x="40" y="40" width="720" height="1020" fill="#ffffff" stroke="#10b981" stroke-width="6"/>
     <rect x="62" y="62" width="676" height="976" fill="none" stroke="#064e3b" stroke-width="2"/>
     <text x="400" y="230" text-anchor="middle" font-family="${font}" font-weight="700" font-size="64" fill="#064e3b">${escape(issuer)}</text>
     <rect x="250" y="290" width="300" height="8" rx="4" fill="#10b981"/>
     <text x="400" y="390" text-anchor="middle" font-family="${font}" font-size="40" fill="#047857">GADGET HUB · ${escape(year)}</text>
     ${lines}
     <circle cx="590" cy="880" r="92" fill="#10b981" fill-opacity="0.15" stroke="#047857" stroke-width="6"/>
     <circle cx="590" cy="880" r="64" fill="none" stroke="#047857" stroke-width="3" stroke-dasharray="6 8"/>
     <path d="M560 880 l22 22 l40 -46" fill="none" stroke="#047857" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
     <path d="M120 900 q40 -50 80 0 t80 0 t60 -20" fill="none" stroke="#064e3b" stroke-width="4"/>`,
  )
}

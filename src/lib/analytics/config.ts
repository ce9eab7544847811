import type { CspSources } from '@/shared/cspSources'
import type { SiteSetting } from '@/payload-types'

/**
 * Third-party measurement (SPEC §7): the advertising pixel (Meta) and the analytics tag (Google
 * Analytics 4). Each loads only when its id is set — env PIXEL_ID / ANALYTICS_ID override the
 * site settings — so by default no page asks another host for anything.
 */
export type AnalyticsIds = { pixelId: string | null; analyticsId: string | null }

const idPattern = /^[A-Za-z0-9-]{1,40}$/

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed && idPattern.test(trimmed) ? trimmed : null
}

export function analyticsIds(settings: Pick<SiteSetting, 'analytics'>): AnalyticsIds {
  return {
    pixelId: clean(process.env.PIXEL_ID) ?? clean(settings.analytics?.pixelId),
    analyticsId: clean(process.env.ANALYTICS_ID) ?? clean(settings.analytics?.analyticsId),
  }
}

export const pixelScript = 'https://connect.facebook.net/en_US/fbevents.js'
export const analyticsScript = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`

/** Name of the marker the layout puts in the page; the CSP opens the hosts of what it lists. */
export const analyticsMarker = 'x-analytics'

const hosts = {
  pixel: {
    scriptOrigins: ['https://connect.facebook.net'],
    connectOrigins: ['https://www.facebook.com'],
    imgOrigins: ['https://www.facebook.com'],
  },
  analytics: {
    scriptOrigins: ['https://www.googletagmanager.com'],
    connectOrigins: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    imgOrigins: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
} satisfies Record<string, CspSources>

/** CSP additions for a rendered page: the hosts of the tags its marker says it loads. */
export function analyticsCsp(html: string): CspSources {
  const marker =
    new RegExp(`<meta[^>]*name="${analyticsMarker}"[^>]*content="([^"]*)"`).exec(html) ??
    new RegExp(`<meta[^>]*content="([^"]*)"[^>]*name="${analyticsMarker}"`).exec(html)
  const tags = (marker?.[1] ?? '').split(/\s+/).filter((tag): tag is keyof typeof hosts => tag in hosts)
  const options: Required<Pick<CspSources, 'scriptOrigins' | 'connectOrigins' | 'imgOrigins'>> = {
    scriptOrigins: [],
    connectOrigins: [],
    imgOrigins: [],
  }
  for (const tag of tags) {
    options.scriptOrigins.push(...hosts[tag].scriptOrigins)
    options.connectOrigins.push(...hosts[tag].connectOrigins)
    options.imgOrigins.push(...hosts[tag].imgOrigins)
  }
  return options
}

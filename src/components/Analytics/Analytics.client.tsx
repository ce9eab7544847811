'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { analyticsScript, pixelScript } from '@/lib/analytics/config'

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[]
  callMethod?: (...args: unknown[]) => void
  loaded?: boolean
  version?: string
  push?: unknown
}
type AnalyticsWindow = Window & {
  fbq?: Queue
  _fbq?: Queue
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
}

function loadScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** The pixel's documented stub: calls are queued until fbevents.js takes them over. */
function startPixel(id: string) {
  const w = window as AnalyticsWindow
  if (!w.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue?.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.push = fbq
    w.fbq = fbq
    w._fbq = fbq
    loadScript(pixelScript)
  }
  w.fbq('init', id)
}

function startAnalytics(id: string) {
  const w = window as AnalyticsWindow
  w.dataLayer = w.dataLayer ?? []
  // gtag.js reads `arguments` objects from the data layer, as its own snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments)
  }
  w.gtag('js', new Date())
  // Page views are sent by hand, on start and after each client-side navigation.
  w.gtag('config', id, { send_page_view: false })
  loadScript(analyticsScript(id))
}

/** Loads the configured tags once and records a page view on start and on every page change. */
export default function Analytics({ pixelId, analyticsId }: { pixelId: string | null; analyticsId: string | null }) {
  const pathname = usePathname()
  const started = useRef(false)

  useEffect(() => {
    if (!started.current) {
      started.current = true
      if (pixelId) startPixel(pixelId)
      if (analyticsId) startAnalytics(analyticsId)
    }
    const w = window as AnalyticsWindow
    if (pixelId) w.fbq?.('track', 'PageView')
    if (analyticsId)
      w.gtag?.('event', 'page_view', {
        page_location: window.location.href,
        page_path: pathname,
        page_title: document.title,
      })
  }, [pathname, pixelId, analyticsId])

  return null
}
